// Keyboard paths through the interactive blocks: accordion, carousels and gallery, the centre tabs, the logo
// strips' pause button, the programme years, and what shows on hover (intervention descriptions, highlights,
// map tooltips) showing on focus too.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, openHydrated } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { hasFocus } from './a11y-page-checks.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 1280);
});
afterAll(async () => {
  await browser?.close();
});

interface CarouselData {
  type: string;
  autoAdvance?: boolean;
  arrows?: boolean;
  dots?: boolean;
  slides?: unknown[];
  images?: unknown[];
}
const carouselTypes = ['hero-carousel', 'image-carousel', 'gallery'];
const carouselPages = (
  JSON.parse(readFileSync('pages.json', 'utf8')) as { pages: { path: string; blocks: CarouselData[] }[] }
).pages
  .map((entry) => ({ path: entry.path, carousels: entry.blocks.filter((block) => carouselTypes.includes(block.type)) }))
  .filter((entry) => entry.carousels.length > 0);

describe('carousels and galleries', () => {
  for (const { path, carousels } of carouselPages) {
    it(`${path}: labelled previous, next and dot buttons, a pause button where it moves by itself, all working from the keyboard`, async () => {
      await openHydrated(page, `${baseUrl}${path}`);
      const regions = page.locator('[aria-roledescription=carousel]');
      expect(await regions.count()).toBe(carousels.length);
      for (const [i, data] of carousels.entries()) {
        const region = regions.nth(i);
        expect(await region.getAttribute('aria-label')).toBeTruthy();
        const names = await region
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
        expect(names.every((name) => name.trim().length > 0)).toBe(true);
        const count = (data.slides ?? data.images ?? []).length;
        const dots = region.getByRole('button', { name: /^Show / });
        if (data.dots !== false) expect(await dots.count()).toBe(count);
        const moves = data.type !== 'gallery' && data.autoAdvance !== false;
        expect(names.filter((name) => /^(Pause|Play) /.test(name))).toHaveLength(moves ? 1 : 0);
        if (moves) {
          const pause = region.getByRole('button', { name: /^Pause / });
          await pause.focus();
          await page.keyboard.press('Enter');
          expect(await region.getByRole('button', { name: /^Play / }).count()).toBe(1);
        }
        if (data.arrows !== false) {
          // Paused now, so the current slide moves only by key presses (it may have moved by itself before).
          const start =
            data.dots === false
              ? 0
              : await dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
          await region.getByRole('button', { name: /^Next / }).focus();
          await page.keyboard.press('Enter');
          if (data.dots !== false)
            expect(await dots.nth((start + 1) % count).getAttribute('aria-current')).toBe('true');
          await region.getByRole('button', { name: /^Previous / }).focus();
          await page.keyboard.press('Space');
          if (data.dots !== false) expect(await dots.nth(start).getAttribute('aria-current')).toBe('true');
        }
        if (data.dots !== false) {
          await dots.nth(2).focus();
          await page.keyboard.press('Space');
          expect(await dots.nth(2).getAttribute('aria-current')).toBe('true');
        }
      }
    });
  }
});

describe('accordion (/coc)', () => {
  it('headers are buttons in headings with aria-expanded; Enter and Space toggle their section', async () => {
    await openHydrated(page, `${baseUrl}/coc`);
    const toggles = page.locator('main :is(h2, h3) > button[aria-expanded]');
    expect(await toggles.count()).toBeGreaterThan(3);
    const toggle = toggles.nth(2);
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await panel.getAttribute('role')).toBe('region');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });
});

describe('centre tabs (/)', () => {
  it('follow the tabs pattern: one tab stop, arrows, Home and End move and select, the panel follows', async () => {
    await openHydrated(page, `${baseUrl}/`);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(await tabs.evaluateAll((all) => all.filter((tab) => tab.tabIndex === 0).length)).toBe(1);
    await tabs.first().focus();
    const check = async (index: number) => {
      const tab = tabs.nth(index);
      expect(await hasFocus(tab)).toBe(true);
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      expect(await page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`).isVisible()).toBe(true);
    };
    await page.keyboard.press('ArrowRight');
    await check(1);
    await page.keyboard.press('ArrowLeft');
    await check(0);
    await page.keyboard.press('ArrowLeft'); // wraps
    await check(count - 1);
    await page.keyboard.press('Home');
    await check(0);
    await page.keyboard.press('End');
    await check(count - 1);
    await page.keyboard.press('Tab'); // on to the panel
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });
});

/** No element is a React root: the page's blocks work by their enhancers alone. */
const reactRoots = () =>
  page.evaluate(
    () => [...document.querySelectorAll('*')].filter((e) => Object.keys(e).some((k) => k.startsWith('__react'))).length,
  );

describe('logo strips (/)', () => {
  it('the pause button stops every strip and says Play; pressed again they move on', async () => {
    await openHydrated(page, `${baseUrl}/`);
    const strips = page.locator('[data-enhance="logo-marquee"] ul');
    const states = () => strips.evaluateAll((all) => all.map((strip) => getComputedStyle(strip).animationPlayState));
    expect(new Set(await states())).toEqual(new Set(['running']));
    await page.getByRole('button', { name: 'Pause moving logos' }).focus();
    await page.keyboard.press('Enter');
    expect(new Set(await states())).toEqual(new Set(['paused']));
    const play = page.getByRole('button', { name: 'Play moving logos' });
    expect(await hasFocus(play)).toBe(true);
    await page.keyboard.press('Space');
    expect(new Set(await states())).toEqual(new Set(['running']));
    expect(await reactRoots()).toBe(0);
  });
});

describe('programme years (/Education)', () => {
  it('Tab to a year and Enter: it is pressed, and its figure and picture show', async () => {
    await openHydrated(page, `${baseUrl}/Education`);
    const years = page.getByRole('group', { name: 'Choose a year' }).getByRole('button');
    const picture = page.locator('[data-year-picture]:visible');
    const first = await picture.getAttribute('src');
    await years.first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await years.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await years.first().getAttribute('aria-pressed')).toBe('false');
    expect(await picture.count()).toBe(1);
    expect(await picture.getAttribute('src')).not.toBe(first);
    expect(await page.getByText(/\(2005\)$/).isVisible()).toBe(true);
    expect(await reactRoots()).toBe(0);
  });
});

describe('hover content shows on focus too', () => {
  it('intervention descriptions (/)', async () => {
    await openHydrated(page, `${baseUrl}/`);
    const topics = page.locator('main button[aria-pressed]:not([aria-controls])'); // highlights' points control their description
    await topics.first().focus();
    await page.keyboard.press('Tab');
    const title = (await topics.nth(1).innerText()).trim();
    expect(await topics.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('heading', { level: 3, name: title }).isVisible()).toBe(true);
  });

  it('highlights (/ccae)', async () => {
    await openHydrated(page, `${baseUrl}/ccae`);
    const point = page.locator('main button[aria-controls][aria-pressed]').nth(1);
    const description = page.locator(`[id="${await point.getAttribute('aria-controls')}"]`);
    const before = await description.innerText();
    await page.locator('main button[aria-controls][aria-pressed]').first().focus();
    await page.keyboard.press('Tab');
    expect(await hasFocus(point)).toBe(true);
    expect(await point.getAttribute('aria-pressed')).toBe('true');
    expect(await description.innerText()).not.toBe(before);
  });

  it('map tooltips (/): a state name shows while its dot has focus and hides on Escape', async () => {
    await openHydrated(page, `${baseUrl}/`);
    const dots = page.locator('main figure button[aria-label]');
    await dots.first().focus();
    await page.keyboard.press('Tab');
    const name = await dots.nth(1).getAttribute('aria-label');
    const tooltip = page.getByRole('tooltip');
    expect(await tooltip.innerText()).toBe(name);
    expect(await tooltip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
  });
});
