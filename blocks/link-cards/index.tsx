import styled from 'styled-components';
import type { LinkCardsBlock } from '../../content/types.ts';
import { Card, CardBody, CardImage, cardSizes } from '../../src/shared/ui/card.ts';
import { CardGridSection } from '../../src/shared/ui/card-grid-section.tsx';
import { Icon } from '../../src/shared/ui/icons.tsx';
import { SmartLink } from '../../src/shared/ui/smart-link.tsx';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';

const More = styled(SmartLink)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.s};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  &:hover span:first-child { text-decoration: underline; }
`;

/** Cards that each lead to another page: picture, title, a few words and a link such as Know More. */
export default function LinkCards({ id, heading, intro, tone = 'surface', cards }: LinkCardsBlock) {
  const strings = useUiStrings();
  return (
    <CardGridSection id={id} heading={heading} intro={intro} tone={tone} cardMin="12rem">
      {cards.map(({ title, text, image, link }) => (
        <Card key={link.href + title}>
          <CardImage image={image} sizes={cardSizes} />
          <CardBody>
            <h3>{title}</h3>
            <p>{text}</p>
            <More href={link.href}>
              <span>{link.label}</span> <span className="visually-hidden">{strings.about(title)}</span>
              <Icon name="chevronRight" />
            </More>
          </CardBody>
        </Card>
      ))}
    </CardGridSection>
  );
}
