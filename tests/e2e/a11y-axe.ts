// Shared by the accessibility browser tests: the routes of pages.json, loading a page until it is
// hydrated, and axe with the WCAG 2.0/2.1 A and AA rules plus best practices.
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

interface PageEntry {
  path: string;
  layout?: 'standalone';
}

/** Every page of pages.json (its path, and whether it shows the header and footer). */
export const routes: { path: string; chrome: boolean }[] = (
  JSON.parse(readFileSync('pages.json', 'utf8')) as { pages: PageEntry[] }
).pages.map((page) => ({ path: page.path, chrome: page.layout !== 'standalone' }));

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe needs pages of a context it may inspect (not browser.newPage()). */
export async function newPage(browser: Browser, width: number, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  return context.newPage();
}

/**
 * Opens a page and waits until all of it works (islands): every block's enhancer has run, and every
 * island is woken (as a visitor's first touch would) and hydrated.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    for (const island of islands) island.dispatchEvent(new FocusEvent('focusin'));
    return (
      document.querySelectorAll('[data-enhance]:not([data-enhanced])').length === 0 &&
      islands.every((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer')))
    );
  });
}

export interface AxeFindings {
  /** One line per failing element: where, which rule, what to fix. Empty when clean. */
  violations: string[];
  /** Text whose contrast axe could not decide (over pictures, gradients): checked by pixels instead. */
  undecidedContrast: string[];
}

/** Runs axe on the whole page once its fades and slides have ended (endless ones, like a marquee, go on). */
export async function runAxe(page: Page, label: string): Promise<AxeFindings> {
  // A focus or scroll just before (a form's success heading) starts the compact header's colour transition
  // on the next frame; wait two frames so that transition exists, and is waited for, before axe reads colours.
  // With JavaScript off no frame callback ever runs, so the wait is capped.
  await Promise.race([
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
    new Promise((done) => setTimeout(done, 200)),
  ]);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations', 'incomplete'] })
    .analyze();
  const violations = result.violations.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${label}: ${rule.id} (${rule.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
  const undecidedContrast = result.incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes.map((node) => String(node.target[0])));
  return { violations, undecidedContrast };
}

/**
 * Scrolls through the page half a screen at a time, so sections that fade in or count up on arrival
 * are shown, then back to the top. (runAxe then waits for their fades to end.)
 */
export async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  // A section reveals itself when its observer fires, which a busy machine can delay past the frames
  // above: give the reveals a moment to finish (a section that never reveals is still reported).
  await page
    .waitForFunction(() => !document.querySelector('[data-reveal=hidden]'), null, { timeout: 5000 })
    .catch(() => undefined);
}
