import styled from 'styled-components';
import type { HeroBlock } from '../../src/content/types';
import { ButtonLink, ButtonRow } from '../../src/ui/button-link';

const Wrap = styled.section<{ $full: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ $full }) => ($full ? 'calc(100svh - 6rem)' : '22rem')};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.secondary};
  overflow: hidden;
`;

const Background = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Keeps white text readable over any photo. */
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, rgba(10, 20, 30, 0.78) 0%, rgba(10, 20, 30, 0.55) 60%, rgba(10, 20, 30, 0.35) 100%);
`;

const Content = styled.div`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.l}`};
  h1 { font-size: ${({ theme }) => theme.fontSizes.display}; line-height: ${({ theme }) => theme.lineHeights.tight}; max-width: 16ch; }
  p { font-size: ${({ theme }) => theme.fontSizes.lead}; max-width: 40ch; margin-bottom: ${({ theme }) => theme.space.xl}; }
`;

const Eyebrow = styled.p`
  && { font-size: ${({ theme }) => theme.fontSizes.small}; margin-bottom: ${({ theme }) => theme.space.s}; }
  text-transform: uppercase;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

export default function Hero({ id, eyebrow, heading, text, image, buttons = [], fullScreen = true }: HeroBlock) {
  return (
    <Wrap id={id} $full={fullScreen}>
      <Background src={image.src} alt={image.decorative ? '' : image.alt} fetchPriority="high" decoding="async" />
      <Scrim />
      <Content>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{heading}</h1>
        {text && <p>{text}</p>}
        {buttons.length > 0 && <ButtonRow>{buttons.map((button) => <ButtonLink key={button.label} {...button} />)}</ButtonRow>}
      </Content>
    </Wrap>
  );
}
