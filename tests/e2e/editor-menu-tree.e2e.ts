// A volunteer editor on a laptop (1366 x 768) in `npm run edit` on a temporary copy of the site edits the top
// menu: a compact tree (the form's height is measured and printed), each add button named for its list, an
// entry put into a drop-down with the keyboard alone, its words changed in its panel; published, the copy's
// pages.json has the new order and the moved entry keeps its Hindi and Telugu.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import { runAxe } from './a11y-axe.ts';
import { type EditorCopy, editorOnLaptop } from './editor-session.ts';

let editor: EditorCopy;
let page: Page;

const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
const status = () => page.locator('p.status').textContent();
const hindi = () => JSON.parse(readFileSync(join(editor.translationsDir, 'hi.json'), 'utf8'));

const laptop = editorOnLaptop();
beforeAll(() => {
  ({ editor, page } = laptop());
});

describe('the top menu as a tree in the editor', { timeout: 120_000 }, () => {
  it('is a compact tree with an add button named for each list, and passes axe', async () => {
    await page.locator('#page-choice').selectOption({ label: 'Menu, footer and site settings (every page)' });
    const tree = page.getByRole('list', { name: 'Top menu' });
    await tree.waitFor();
    const height = await page.locator('.form-panel').evaluate((panel) => panel.getBoundingClientRect().height);
    await page.locator('.form-panel').screenshot({ path: 'test-results/screenshots/editor-menu-tree-1366.png' });
    console.info(`The top menu's form at 1366 px: ${Math.round(height)} px high.`);
    expect(height).toBeLessThan(2_000);
    const adds = await page.getByRole('button', { name: /^Add a/ }).allTextContents();
    expect(adds).toContain('Add a link under About Us');
    expect(adds).toContain('Add a top-menu entry');
    expect(new Set(adds).size).toBe(adds.length);
    expect((await runAxe(page, 'editor: the top menu as a tree')).violations).toEqual([]);
  });

  it('puts "Join Us" into the Careers drop-down by keyboard; published, it keeps its Hindi', async () => {
    const before = JSON.parse(readFileSync(editor.file, 'utf8')) as PagesFile;
    const at = before.site.navigation.findIndex((entry) => entry.label === 'Join Us');
    const careers = at - 1;
    expect(before.site.navigation[careers].label).toBe('Careers');
    const joinUsHindi = hindi().site[`/navigation/${at}/label`];

    await page.getByRole('button', { name: /^Join Us, goes to/ }).focus();
    await page.keyboard.press('Alt+ArrowRight');
    const links = before.site.navigation[careers].groups?.[0].links.length ?? 0;
    await expect.poll(focusedId).toBe(`menu-row-${careers}-0-${links}`);
    await page.keyboard.press('Enter');
    await expect.poll(focusedId).toBe(`menu-row-${careers}-0-${links}`);
    const open = await page.locator('.form-panel').evaluate((panel) => panel.getBoundingClientRect().height);
    console.info(`The top menu's form with a link open in its panel: ${Math.round(open)} px high.`);
    expect(open).toBeLessThan(3_000);
    await page.getByRole('button', { name: 'Move up: Join Us' }).click();
    await expect.poll(focusedId).toBe('menu-entry-ArrowUp');
    expect((await runAxe(page, 'editor: a menu entry in its panel')).violations).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(status, { timeout: 30_000 }).toBe('Saved to the draft.');
    expect(await editor.publish(page, 'Join Us under Careers')).toMatch(/^Published revision/);
    const after = JSON.parse(readFileSync(editor.file, 'utf8')) as PagesFile;
    const labels = after.site.navigation[careers].groups?.[0].links.map((link) => link.label) ?? [];
    expect(labels.at(-2)).toBe('Join Us');
    expect(after.site.navigation.map((entry) => entry.label)).not.toContain('Join Us');
    expect(hindi().site[`/navigation/${careers}/groups/0/links/${links - 1}/label`]).toEqual(joinUsHindi);
    expect(editor.checkerErrors()).toEqual([]);
  });
});
