// Every tone variant of every block meets contrast (and the other axe rules), including variants that
// pages.json does not use today: each block's example is rendered (as the prerenderer does, with its
// styles) once per value of each `tone` field its schema allows, and the pages are checked with axe.
import { readdirSync, readFileSync } from 'node:fs';
import { createElement, Fragment, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';
import { GlobalStyle } from '../../src/shared/theme/global-style.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { newPage, runAxe } from './a11y-axe.ts';
import { launchBrowser } from './browser.ts';
import { textOverImageProblems } from './text-over-images.ts';

type Json = Record<string, unknown>;
interface Variant {
  type: string;
  label: string;
  data: Json;
}

/** Where a block's schema has a `tone` with a list of values: the path to it and the values. */
function toneFields(schema: Json, path: string[] = []): { path: string[]; values: string[] }[] {
  const found: { path: string[]; values: string[] }[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  for (const [key, property] of Object.entries(properties)) {
    if (key === 'tone' && Array.isArray(property.enum))
      found.push({ path: [...path, key], values: property.enum as string[] });
    found.push(...toneFields(property, [...path, key]));
  }
  if (schema.items) found.push(...toneFields(schema.items as Json, [...path, '[]']));
  return found;
}

/** Sets the field at `path` (with [] for every item of a list) to `value`. */
function setAt(target: unknown, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === '[]') {
    for (const item of (target as unknown[]) ?? []) setAt(item, rest, value);
    return;
  }
  if (rest.length === 0) (target as Json)[head] = value;
  else setAt((target as Json)[head], rest, value);
}

const variants: Variant[] = readdirSync('schema/blocks').flatMap((file) => {
  const type = file.replace('.schema.json', '');
  const example = JSON.parse(readFileSync(`blocks/${type}/example.json`, 'utf8')) as Json;
  return toneFields(JSON.parse(readFileSync(`schema/blocks/${file}`, 'utf8')) as Json).flatMap(({ path, values }) =>
    values.map((value) => {
      const data = structuredClone(example);
      setAt(data, path, value);
      return { type, label: `${type} ${path.join('.')}=${value}`, data };
    }),
  );
});

/** One static page per round: the nth variant of every block, rendered with the site's theme and styles. */
async function renderRound(round: Variant[]): Promise<string> {
  const components = await Promise.all(
    round.map(
      async (variant) =>
        (await blockRegistry[variant.type as keyof typeof blockRegistry]()).default as unknown as ComponentType<Json>,
    ),
  );
  const blocks = round.map((variant, i) =>
    createElement('div', { key: i, 'data-variant': variant.label }, createElement(components[i], variant.data)),
  );
  const main = createElement('main', null, createElement('h1', null, 'Tone variants'), ...blocks);
  const themed = createElement(
    ThemeProvider,
    { theme },
    createElement(Fragment, null, createElement(GlobalStyle), main),
  );
  const sheet = new ServerStyleSheet();
  // biome-ignore lint/correctness/noChildrenProp: wouter's Router types take children only as a prop
  const body = renderToString(sheet.collectStyles(createElement(Router, { ssrPath: '/', children: themed })));
  return `<!doctype html><html lang="en"><head><title>Tone variants</title>${sheet.getStyleTags()}</head><body>${body}</body></html>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('every tone of every block passes axe and contrast over pictures', async () => {
  const byType = new Map<string, Variant[]>();
  for (const variant of variants) byType.set(variant.type, [...(byType.get(variant.type) ?? []), variant]);
  const rounds = Math.max(...[...byType.values()].map((list) => list.length));
  const page = await newPage(browser, 1280);
  await page.goto(`${inject('baseUrl')}/PrivacyPolicy`); // pictures load from the site's own /images
  const problems: string[] = [];
  for (let n = 0; n < rounds; n++) {
    const round = [...byType.values()].map((list) => list[n]).filter((variant): variant is Variant => Boolean(variant));
    await page.setContent(await renderRound(round), { waitUntil: 'load' });
    const label = `tones round ${n + 1} (${round.map((variant) => variant.label).join(', ')})`;
    const { violations, undecidedContrast } = await runAxe(page, label);
    problems.push(...violations, ...(await textOverImageProblems(page, undecidedContrast, label)));
  }
  expect(variants.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
}, 120_000);
