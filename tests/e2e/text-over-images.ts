// Contrast of text that axe cannot judge (over pictures, scrim gradients, pseudo-elements), measured in
// pixels under the worst picture: every photo turned pure white for light text, pure black for dark
// text, all text made transparent, so only what lies behind the text's lines is left. So the scrim,
// not the placeholder art, must carry the contrast (WCAG 1.4.3).
import type { Page } from 'playwright-core';
import sharp from 'sharp';

interface Probe {
  selector: string;
  /** The text colour. */
  rgb: [number, number, number];
  large: boolean;
  /** The text's line boxes in the viewport. */
  rects: { x: number; y: number; width: number; height: number }[];
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Brings the element into view, lets the header settle (it compacts on scroll), and measures its text. */
async function prepare(page: Page, selector: string): Promise<Probe | null> {
  await page.evaluate(async (target) => {
    document.querySelector(target)?.scrollIntoView({ block: 'center', behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, selector);
  return page.evaluate((target) => {
    const element = document.querySelector<HTMLElement>(target);
    if (!element) return null;
    const style = getComputedStyle(element);
    const [r, g, b] = (style.color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const rects: { x: number; y: number; width: number; height: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width >= 2 && rect.height >= 2)
          rects.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      }
    }
    element.setAttribute('data-contrast-probe', '');
    return {
      selector: target,
      rgb: [r, g, b] as [number, number, number],
      large: size >= 24 || (bold && size >= 18.66),
      rects,
    };
  }, selector);
}

const FORCE = (colour: 'white' | 'black') => `
  img, video, picture { filter: brightness(0) ${colour === 'white' ? 'invert(1)' : ''} !important; }
  *, *::before, *::after { color: transparent !important; text-decoration-color: transparent !important; text-shadow: none !important; }
  [data-contrast-probe]::before, [data-contrast-probe]::after, [data-contrast-probe] *::before, [data-contrast-probe] *::after { visibility: hidden !important; }
  * { transition: none !important; animation: none !important; caret-color: transparent !important; }`;

/** The lowest contrast between the text colour and any pixel behind one text line. */
async function worstRatio(page: Page, probe: Probe, textLuminance: number): Promise<number> {
  let worst = Infinity;
  for (const rect of probe.rects) {
    const png = await page.screenshot({ clip: rect, animations: 'disabled' });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += info.channels) {
      worst = Math.min(worst, ratio(textLuminance, luminance(data[i], data[i + 1], data[i + 2])));
    }
  }
  return worst;
}

/** One line per text below 4.5:1 (3:1 when large) over the worst picture; empty when all pass. */
export async function textOverImageProblems(page: Page, selectors: string[], label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const selector of new Set(selectors)) {
    const prepared = await prepare(page, selector);
    if (!prepared || prepared.rects.length === 0) continue;
    const textLuminance = luminance(...prepared.rgb);
    const style = await page.addStyleTag({ content: FORCE(textLuminance > 0.18 ? 'white' : 'black') });
    const found = await worstRatio(page, prepared, textLuminance);
    await style.evaluate((node) => (node as Element).remove());
    await page.evaluate((target) => document.querySelector(target)?.removeAttribute('data-contrast-probe'), selector);
    const needed = prepared.large ? 3 : 4.5;
    if (found < needed)
      problems.push(
        `${label}: text at ${selector} has ${found.toFixed(2)}:1 over the worst picture, needs ${needed}:1`,
      );
  }
  return problems;
}
