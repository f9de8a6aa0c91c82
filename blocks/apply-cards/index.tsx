import styled from 'styled-components';
import type { ApplyCardsBlock } from '../../content/types.ts';
import { Card, CardBody, CardImage, cardSizes } from '../../src/shared/ui/card.ts';
import { CardGridSection } from '../../src/shared/ui/card-grid-section.tsx';
import { SmartLink } from '../../src/shared/ui/smart-link.tsx';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';

const Badge = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.m}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondarySoft};
  color: ${({ theme }) => theme.colors.secondary};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  letter-spacing: 0.08em;
`;

/** Pushes the button to the bottom so the buttons of a row line up. */
const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.m};
`;

/** Styled like the site's primary button; carries the card's name for screen readers ("Apply Now: CSII"). */
const ApplyLink = styled(SmartLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 600;
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover { background: ${({ theme }) => theme.colors.primaryDark}; color: ${({ theme }) => theme.colors.onDark}; }
`;

/** Ways to apply, one card each; only the first `maxVisible` cards are shown. */
export default function ApplyCards({
  id,
  heading,
  intro,
  tone = 'plain',
  cards,
  maxVisible = 3,
  buttonLabel,
}: ApplyCardsBlock) {
  const strings = useUiStrings();
  const visible = cards.slice(0, Math.max(maxVisible, 0));
  return (
    <CardGridSection id={id} heading={heading} intro={intro} tone={tone} cardMin="13rem">
      {visible.map(({ name, title, description, image, applyLink }) => (
        <Card key={name}>
          <CardImage image={image} sizes={cardSizes} />
          <CardBody>
            <Badge>{name}</Badge>
            <h3>{title}</h3>
            <p>{description}</p>
            <Action>
              <ApplyLink href={applyLink}>
                {buttonLabel ?? strings.applyNow}
                <span className="visually-hidden">: {name}</span>
              </ApplyLink>
            </Action>
          </CardBody>
        </Card>
      ))}
    </CardGridSection>
  );
}
