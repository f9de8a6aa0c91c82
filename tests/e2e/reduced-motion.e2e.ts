// With prefers-reduced-motion: reduce nothing moves by itself: no animation runs on any route,
// carousels stay on their slide past their interval, the marquee stands still, counters show their
// targets at once, sections are never hidden to fade in, and scrolling to a section jumps.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openHydrated, routes } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
});
afterAll(async () => {
  await browser?.close();
});

interface Block {
  type: string;
  intervalMs?: number;
  items?: { number: number; suffix?: string }[];
}
const pagesData = (
  JSON.parse(readFileSync('pages.json', 'utf8')) as {
    pages: { path: string; revealSections?: unknown; blocks: Block[] }[];
  }
).pages;
const carouselPages = pagesData.filter((entry) =>
  entry.blocks.some((block) => ['hero-carousel', 'image-carousel'].includes(block.type)),
);

/** Animations running now (CSS animations and transitions), described for a readable failure. */
const running = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map(
        (animation) =>
          `${(animation as CSSAnimation).animationName ?? 'transition'} on ${(animation.effect as KeyframeEffect | null)?.target?.className ?? '?'}`,
      ),
  );

it('no animation runs on any route (marquee, map pulses, fades)', async () => {
  const page = await context.newPage();
  const moving: string[] = [];
  for (const { path } of routes) {
    await openHydrated(page, `${baseUrl}${path}`);
    await page.waitForTimeout(100);
    moving.push(...(await running(page)).map((what) => `${path}: ${what}`));
  }
  expect(moving).toEqual([]);
  await page.close();
});

it('carousels stay on their first slide past their interval and offer no pause button (nothing to pause)', async () => {
  const pages = await Promise.all(
    carouselPages.map(async ({ path }) => {
      const page = await context.newPage();
      await openHydrated(page, `${baseUrl}${path}`);
      return page;
    }),
  );
  const longest = Math.max(...carouselPages.flatMap((entry) => entry.blocks.map((block) => block.intervalMs ?? 5000)));
  await pages[0].waitForTimeout(longest + 800);
  for (const [i, page] of pages.entries()) {
    const current = await page
      .locator('[aria-roledescription=carousel] [aria-current=true]')
      .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label')));
    expect(
      current.every((label) => / 1 of /.test(label ?? '')),
      `${carouselPages[i].path}: ${current.join(', ')}`,
    ).toBe(true);
    expect(await page.getByRole('button', { name: /^Pause / }).count()).toBe(0);
    await page.close();
  }
});

it('counters show their targets at once, without scrolling to them', async () => {
  const page = await context.newPage();
  const entry = pagesData.find((candidate) => candidate.blocks.some((block) => block.type === 'counters'))!;
  const targets = entry.blocks
    .filter((block) => block.type === 'counters')
    .flatMap((block) => block.items ?? [])
    .map((item) => `${item.number}${item.suffix ?? ''}`);
  await openHydrated(page, `${baseUrl}${entry.path}`);
  expect(await page.locator('[data-counter]').allInnerTexts()).toEqual(targets);
  await page.close();
});

it('sections that fade in are never hidden, and the Scroll button jumps instead of gliding', async () => {
  const page = await context.newPage();
  const entry = pagesData.find(
    (candidate) => candidate.revealSections && candidate.blocks.some((block) => block.type === 'hero-carousel'),
  )!;
  await openHydrated(page, `${baseUrl}${entry.path}`);
  const reveal = page.locator('[data-reveal]');
  expect(await reveal.count()).toBeGreaterThan(1);
  expect(
    await reveal.evaluateAll(
      (frames) =>
        frames.filter(
          (frame) => frame.getAttribute('data-reveal') !== 'shown' || getComputedStyle(frame).opacity !== '1',
        ).length,
    ),
  ).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await page.getByRole('link', { name: /^Scroll/ }).click();
  const soon = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
  );
  await page.waitForTimeout(400);
  const settled = await page.evaluate(() => window.scrollY);
  // One frame after the click it is there already (give or take the header compacting); a glide would have barely begun.
  expect(settled).toBeGreaterThan(100);
  expect(soon / settled).toBeGreaterThan(0.9);
  await page.close();
});
