// The forms when the visitor acts as soon as the page has loaded, before the form's island has woken: on a
// fast machine and on a throttled phone (400 kbit/s, 400 ms, CPU 4x, 390 px). The island's script is held
// back until the visitor has acted, so every check starts from the server's HTML and the page's small script.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, throttledPhonePage } from '../../scripts/lib/throttled-phone.ts';
import { launchBrowser } from './browser.ts';
import { fillContactForm, fillJoinForm } from './form-fill.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const PROFILES = [
  {
    name: 'on a fast machine',
    open: async () => {
      const made = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      return { context: made, page: await made.newPage() };
    },
  },
  {
    name: `on a throttled phone (${PHONE.kbitPerSecond} kbit/s, ${PHONE.latencyMs} ms, CPU ${PHONE.cpuSlowdown}x)`,
    open: () => throttledPhonePage(browser),
  },
] as const;

const ISLAND_RUNTIME = /\/assets\/(hydrate-island|island-runtime)-[^/]+\.js$/;

const isHydrated = (page: Page) =>
  page
    .locator('[data-island]')
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')));

/**
 * Opens `path` with the island's script held back; returns once the page has loaded, with `wake` to let the
 * script through. The form is checked to be the server's HTML still (not hydrated) when the visitor acts.
 */
async function openBeforeWake(open: () => Promise<{ context: BrowserContext; page: Page }>, path: string) {
  const made = await open();
  context = made.context;
  const { page } = made;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ISLAND_RUNTIME, async (route) => {
    await held;
    await route.continue();
  });
  // Every plain post the page makes (a navigation with a body): with JavaScript there must be none.
  const plainPosts: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') plainPosts.push(request);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 90_000 });
  expect(await isHydrated(page)).toBe(false);
  const wake = async () => {
    expect(await isHydrated(page)).toBe(false); // the visitor acted before the island woke
    release();
  };
  return { page, wake, plainPosts };
}

const SLOW = { timeout: 60_000 };

for (const profile of PROFILES) {
  describe(`before the island wakes, ${profile.name}`, () => {
    it.each([
      ['/ContactPage', 'Send Message', ['Name is required.', 'Phone is required.', 'Message is required.']],
      ['/JoinUs', 'Submit Application', ['First name is required.', 'Why do you want to join us? is required.']],
    ])(
      '%s: Send on the empty form is held and answered in the page with the required messages',
      async (path, send, messages) => {
        const { page, wake, plainPosts } = await openBeforeWake(profile.open, path);
        await page.getByRole('button', { name: send }).click();
        // Held: the page stays, the form says it is busy until its island answers.
        expect(await page.locator('form[aria-busy="true"]').count()).toBe(1);
        await wake();
        for (const message of messages) await page.getByText(message).first().waitFor(SLOW);
        expect(page.url()).toBe(`${baseUrl}${path}`);
        expect(plainPosts).toEqual([]);
        expect(await page.locator('form[aria-busy]').count()).toBe(0);
      },
    );

    it('/ContactPage: a filled form sent at once shows "Sending...", then the success texts', async () => {
      const { page, wake, plainPosts } = await openBeforeWake(profile.open, '/ContactPage');
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/contact', async (route) => {
        await answered;
        await route.continue();
      });
      await fillContactForm(page, `before wake ${Date.now()}`);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await wake();
      const sending = page.getByRole('button', { name: 'Sending...' });
      await sending.waitFor(SLOW);
      expect(await sending.isDisabled()).toBe(true);
      answer();
      await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor(SLOW);
      expect(plainPosts).toEqual([]);
    });

    it("/ContactPage: with the server unreachable, the spec's connection message, cleared by editing", async () => {
      const { page, wake } = await openBeforeWake(profile.open, '/ContactPage');
      await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
      await fillContactForm(page, 'unreachable');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await wake();
      const alert = page.getByRole('alert').filter({ hasText: 'Cannot connect' });
      await alert.waitFor(SLOW);
      expect(await alert.innerText()).toBe('Cannot connect to server. Make sure backend is running on port 5000.');
      expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
      await page.getByRole('textbox', { name: /^Message/ }).pressSequentially(' again');
      await alert.waitFor({ state: 'detached', ...SLOW });
      expect(await page.getByText('Cannot connect to server.').count()).toBe(0);
    });

    it('/JoinUs: a filled application sent at once shows "Submitting...", then the success heading', async () => {
      const { page, wake } = await openBeforeWake(profile.open, '/JoinUs');
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/api/volunteer-simple', async (route) => {
        await answered;
        await route.continue();
      });
      await fillJoinForm(page, `wake${Date.now()}`);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await wake();
      await page.getByRole('button', { name: 'Submitting...' }).waitFor(SLOW);
      answer();
      await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor(SLOW);
    });

    it('/FileUploadTest: Test Upload is disabled until a file is chosen; a file chosen before wake is shown and posted', async () => {
      const { page, wake } = await openBeforeWake(profile.open, '/FileUploadTest');
      const button = page.getByRole('button', { name: 'Test Upload' });
      expect(await button.isDisabled()).toBe(true);
      const buffer = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'.padEnd(3072, ' '));
      await page
        .getByLabel('Choose a PDF')
        .setInputFiles({ name: 'before-wake.pdf', mimeType: 'application/pdf', buffer });
      expect(await button.isEnabled()).toBe(true);
      await wake();
      const details = page.locator('form dd');
      await page.getByText('3.00 KB').waitFor(SLOW);
      expect(await details.allInnerTexts()).toEqual(['before-wake.pdf', '3.00 KB', 'application/pdf']);
      const posted = page.waitForRequest('**/api/test-upload', SLOW);
      await expect.poll(() => isHydrated(page), SLOW).toBe(true);
      await button.click();
      const body = (await posted).postDataBuffer()?.toString('latin1') ?? '';
      expect(body).toMatch(/name="name"\r\n\r\nbefore-wake\.pdf\r\n/);
      expect(body).toMatch(/name="resume"; filename="before-wake\.pdf"\r\nContent-Type: application\/pdf/);
      const result = page.locator('pre');
      await result.waitFor(SLOW);
      expect(JSON.parse(await result.innerText())).toMatchObject({ success: true, data: { size: 3072 } });
    });
  });
}

describe('a form page left alone', () => {
  it('loads no React until its form is touched (React after load cost 2.6-5.3 s of TBT); a touch wakes it', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const runtime: string[] = [];
    page.on('request', (request) => {
      if (ISLAND_RUNTIME.test(request.url())) runtime.push(request.url());
    });
    await page.goto(`${baseUrl}/ContactPage`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500); // past any idle callback
    expect(runtime).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('textbox', { name: /^Name/ }).focus();
    await expect.poll(() => page.locator('[data-island][data-woken]').count(), SLOW).toBe(1);
    expect(runtime).toHaveLength(1);
  });
});
