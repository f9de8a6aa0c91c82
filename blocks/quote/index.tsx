import styled from 'styled-components';
import type { QuoteBlock } from '../../content/types.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';

const Figure = styled.figure`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto;
  text-align: center;
`;

const Words = styled.blockquote`
  position: relative;
  margin: 0 0 ${({ theme }) => theme.space.l};
  padding-top: ${({ theme }) => theme.space.xl};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  ${({ theme }) => theme.media.tablet} { font-size: calc(${({ theme }) => theme.fontSizes.h3} * 1.3); }
  /* A large decorative quotation mark; the words themselves are quoted by the blockquote. */
  &::before {
    content: '\\201C';
    position: absolute;
    top: -${({ theme }) => theme.space.m};
    left: 50%;
    transform: translateX(-50%);
    font-size: calc(${({ theme }) => theme.fontSizes.h1} * 1.6);
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
  p { margin: 0; }
`;

const Caption = styled.figcaption`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.m};
  text-align: left;
  img { width: 4rem; height: 4rem; border-radius: ${({ theme }) => theme.radii.pill}; object-fit: cover; }
  strong { display: block; }
`;

const Role = styled.span` font-size: ${({ theme }) => theme.fontSizes.small}; `;

const CentredHeading = styled(SectionHeading)` text-align: center; `;

/** A quotation, with who said it and their role. */
export default function Quote({ id, heading, quote, name, role, image, tone = 'surface' }: QuoteBlock) {
  return (
    <Section id={id} $tone={tone}>
      <Container>
        {heading && <CentredHeading>{heading}</CentredHeading>}
        <Figure>
          <Words>
            <p>{quote}</p>
          </Words>
          {(name || role) && (
            <Caption>
              {image && <ResponsiveImage image={image} sizes="64px" />}
              <div>
                {name && <strong>{name}</strong>}
                {role && <Role>{role}</Role>}
              </div>
            </Caption>
          )}
        </Figure>
      </Container>
    </Section>
  );
}
