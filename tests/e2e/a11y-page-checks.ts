// Checks run in the page that axe does not make: document structure, horizontal scrolling, and
// where keyboard focus is and whether it shows.
import type { Locator, Page } from 'playwright-core';

/**
 * Problems with the page's structure, in words: not exactly one h1, a heading level skipped (an h3
 * after an h1), a missing landmark (header, nav, main, footer; only main on pages shown without
 * header and footer), no document language. Headings inside aria-hidden (inactive slides) do not count.
 */
export function structureProblems(page: Page, chrome: boolean): Promise<string[]> {
  return page.evaluate((withChrome) => {
    const problems: string[] = [];
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role=heading]')].filter(
      // Nor do those inside [hidden] (closed menu panels): not drawn, not in the accessibility tree.
      (heading) => !heading.closest('[aria-hidden=true], [hidden]'),
    );
    const levelOf = (heading: HTMLElement) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
    const h1s = headings.filter((heading) => levelOf(heading) === 1);
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 headings (${h1s.map((h) => h.textContent).join(' | ')})`);
    let deepest = 0;
    for (const heading of headings) {
      const level = levelOf(heading);
      if (level > deepest + 1) problems.push(`h${level} "${heading.textContent?.trim()}" follows h${deepest}`);
      deepest = level;
    }
    const landmarks: [string, string][] = [['main', 'main, [role=main]']];
    if (withChrome) {
      landmarks.push([
        'header (banner)',
        'body header:not(main header, section header, article header), [role=banner]',
      ]);
      landmarks.push(['nav', 'nav, [role=navigation]']);
      landmarks.push([
        'footer (contentinfo)',
        'body footer:not(main footer, section footer, article footer), [role=contentinfo]',
      ]);
    }
    for (const [name, selector] of landmarks) {
      if (!document.querySelector(selector)) problems.push(`no ${name} landmark`);
    }
    if (document.querySelectorAll('main, [role=main]').length !== 1) problems.push('not exactly one main landmark');
    if (!document.documentElement.lang) problems.push('no lang on <html>');
    return problems;
  }, chrome);
}

/** The elements sticking out to the right when the page scrolls sideways; empty when it does not. */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    // Content inside a box that clips or scrolls (a marquee's track) does not widen the page.
    const clipped = (element: HTMLElement) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(element))
      // Only the outermost: their descendants stick out with them.
      .filter((element, _, all) => !all.includes(element.parentElement as HTMLElement))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} (right ${Math.round(element.getBoundingClientRect().right)})`,
      );
    return [`scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${culprits.join(', ')}`];
  });
}

/** The focused element, as "tag: accessible text" (aria-label, else its text), for readable failures. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}: ${name.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
  });
}

/** Whether the element holds keyboard focus now. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Whether keyboard focus is somewhere inside the element. */
export function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/**
 * How the focused element shows its focus, or null when it shows none: a visible outline
 * (style not none, width above 0, not transparent) or a box-shadow.
 */
export function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
    if (outlined) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    return null;
  });
}
