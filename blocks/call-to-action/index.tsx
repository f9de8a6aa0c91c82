import styled from 'styled-components';
import type { CallToActionBlock } from '../../content/types.ts';
import { ButtonLink, ButtonRow } from '../../src/shared/ui/button-link.tsx';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto;
  text-align: center;
  p { font-size: ${({ theme }) => theme.fontSizes.lead}; margin-bottom: ${({ theme }) => theme.space.xl}; }
  > div { justify-content: center; }
`;

/** A closing invitation: a heading, a sentence and its buttons (the first is the main action). */
export default function CallToAction({ id, heading, text, buttons, tone = 'dark' }: CallToActionBlock) {
  return (
    <Section id={id} $tone={tone}>
      <Container>
        <Inner>
          <SectionHeading>{heading}</SectionHeading>
          {text && <p>{text}</p>}
          <ButtonRow>
            {buttons.map((button, i) => (
              <ButtonLink
                key={button.label}
                {...button}
                variant={button.variant ?? (i === 0 ? 'primary' : 'secondary')}
              />
            ))}
          </ButtonRow>
        </Inner>
      </Container>
    </Section>
  );
}
