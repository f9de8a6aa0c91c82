// A volunteer editor on a laptop (1366 x 768) in `npm run edit` on a temporary copy of the site (its own server and
// database, so no other test's content or revision numbers matter): she changes a heading and waits, without
// pressing Save; the editor says her work is saved on her account; after a reload her heading is back, still
// "Saved on this account", and the draft itself was not changed by the autosave.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContentState, PUBLISHING_API } from '../../schema/api/publishing.ts';
import { editorOnLaptop } from './editor-session.ts';

let page: Page;

const autosave = () =>
  page
    .locator('p.autosave')
    .textContent({ timeout: 1000 })
    .catch(() => null);
const heading = () => page.locator('#section_heading');

const laptop = editorOnLaptop();
beforeAll(() => {
  ({ page } = laptop());
});

describe('the editor keeps her work on her account on its own', { timeout: 120_000 }, () => {
  it('brings back a changed heading after a reload, with "Saved on this account"', async () => {
    const before = await heading().inputValue();
    const words = `${before}: kept while she reloads`;
    await heading().fill(words);
    await expect.poll(autosave, { timeout: 30_000 }).toMatch(/^Saved on this account \d\d:\d\d\./);
    await page.reload();
    await heading().waitFor();
    await expect.poll(() => heading().inputValue(), { timeout: 30_000 }).toBe(words);
    expect(await autosave()).toMatch(/^Saved on this account \d\d:\d\d\. Only you see it until you press Save\./);
    await page.screenshot({ path: 'test-results/screenshots/editor-autosave-1366.png' });
    // Kept for her alone: the draft is as it was until she saves.
    await expect.poll(() => page.locator('p.status').textContent(), { timeout: 30_000 }).toBe('Unsaved changes.');
    const draft = await page.evaluate(async (path) => {
      const answer = await fetch(path, { credentials: 'same-origin' });
      return ((await answer.json()) as { data: ContentState }).data.draft.content.pages;
    }, PUBLISHING_API.content);
    expect(draft).toContain(JSON.stringify(before));
    expect(draft).not.toContain(JSON.stringify(words));
  });
});
