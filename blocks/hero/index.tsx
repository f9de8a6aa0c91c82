import styled from 'styled-components';
import type { HeroBlock } from '../../content/types.ts';
import { ButtonLinks } from '../../src/shared/ui/button-link.tsx';
import { coverPhoto, overPhotoContent, PhotoEyebrow } from '../../src/shared/ui/photo-layers.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';

const Wrap = styled.section<{ $full: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ $full }) => ($full ? 'calc(100svh - 6rem)' : '22rem')};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.secondary};
  overflow: hidden;
`;

const Background = styled(ResponsiveImage)`
  ${coverPhoto}
`;

/** Keeps white text readable over any photo: never lighter than the scrim token, even where the text runs on phones. */
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.scrimStrong} 0%, ${({ theme }) => theme.colors.scrim} 60%);
`;

const Content = styled.div`
  ${overPhotoContent}
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.l}`};
  h1 { font-size: ${({ theme }) => theme.fontSizes.display}; line-height: ${({ theme }) => theme.lineHeights.tight}; max-width: 16ch; }
  p { font-size: ${({ theme }) => theme.fontSizes.lead}; max-width: 40ch; margin-bottom: ${({ theme }) => theme.space.xl}; }
`;

export default function Hero({ id, eyebrow, heading, text, image, buttons = [], fullScreen = true }: HeroBlock) {
  return (
    <Wrap id={id} $full={fullScreen}>
      <Background image={image} priority />
      <Scrim />
      <Content>
        {eyebrow && <PhotoEyebrow>{eyebrow}</PhotoEyebrow>}
        <h1>{heading}</h1>
        {text && <p>{text}</p>}
        <ButtonLinks buttons={buttons} />
      </Content>
    </Wrap>
  );
}
