import styled from 'styled-components';
import type { RichTextBlock } from '../../content/types.ts';
import { ButtonLinks } from '../../src/shared/ui/button-link.tsx';
import { Container, Section } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { SplitLayout } from '../../src/shared/ui/split-layout.ts';

const Text = styled.div`
  max-width: ${({ theme }) => theme.layout.textWidth};
  h1 { font-size: ${({ theme }) => theme.fontSizes.h1}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.h2}; }
  h1, h2 { margin-bottom: ${({ theme }) => theme.space.l}; }
`;

/** Primary on light sections; on the dark one primary falls to 2:1, so accent (9:1) there. */
const Eyebrow = styled.p<{ $dark: boolean }>`
  && { margin-bottom: ${({ theme }) => theme.space.s}; }
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  color: ${({ theme, $dark }) => ($dark ? theme.colors.accent : theme.colors.primary)};
`;

/** On phones the picture comes first; from 768 px it stands left or right of the text. */
const Picture = styled(ResponsiveImage)<{ $left: boolean }>`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.l};
  box-shadow: ${({ theme }) => theme.shadows.card};
  order: -1;
  ${({ theme }) => theme.media.tablet} { order: ${({ $left }) => ($left ? -1 : 1)}; }
`;

/** A section of text: heading (h2, or h1 with level 1), paragraphs, an optional picture and buttons. */
export default function RichText({
  id,
  eyebrow,
  heading,
  level = 2,
  paragraphs,
  image,
  imagePosition = 'right',
  buttons = [],
  tone = 'plain',
}: RichTextBlock) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const left = imagePosition === 'left';
  return (
    <Section id={id} $tone={tone}>
      <Container>
        <SplitLayout $columns={!image ? '1fr' : left ? '2fr 3fr' : '3fr 2fr'}>
          <Text>
            {eyebrow && <Eyebrow $dark={tone === 'dark'}>{eyebrow}</Eyebrow>}
            <Heading>{heading}</Heading>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ButtonLinks buttons={buttons} />
          </Text>
          {image && <Picture image={image} sizes="(min-width: 768px) 40vw, 100vw" $left={left} />}
        </SplitLayout>
      </Container>
    </Section>
  );
}
