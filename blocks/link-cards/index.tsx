import styled from 'styled-components';
import type { LinkCardsBlock } from '../../content/types.ts';
import { Card, CardBody, CardGrid, CardImage, cardSizes, SectionIntro } from '../../src/shared/ui/card.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
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
    <Section id={id} $tone={tone}>
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <CardGrid $min="12rem">
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
        </CardGrid>
      </Container>
    </Section>
  );
}
