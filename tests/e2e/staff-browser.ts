// Shared by the staff area's browser tests: the command line beside the server under test, the sign-in
// links it e-mails (the .eml files written without SMTP), Chromium's virtual authenticator, and the
// checks every screen gets (axe and no sideways scrolling at 320 and 1280 px, a screenshot of each).
// The browser uses http://localhost: passkeys refuse an IP address as their site.
import { spawnSync } from 'node:child_process';
import type { CDPSession, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { runAxe } from './a11y-axe.ts';
import { emlFiles } from './eml-files.ts';

const dataDir = inject('dataDir');
export const site = inject('baseUrl').replace('127.0.0.1', 'localhost');
export const SHOTS = 'test-results/screenshots/staff';

/** `npm run staff -- ...` as a developer would run it beside the running server (it goes through it). */
export function staffCommand(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('npm', ['run', '-s', 'staff', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The newest sign-in link e-mailed to `address` (the .eml files the server writes without SMTP). */
export async function emailedLink(address: string, after = 0): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const links = emlFiles(dataDir)
      .filter((text) => new RegExp(`^To: .*${address}`, 'mi').test(text))
      .map((text) => /(http:\/\/[^\s"<]+\/staff\/link\?t=[A-Za-z0-9_-]{43})/.exec(text)?.[1])
      .filter((link): link is string => Boolean(link));
    if (links.length > after) return links[links.length - 1];
    if (Date.now() > deadline) throw new Error(`no sign-in link e-mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
export const linksTo = (address: string) =>
  emlFiles(dataDir).filter((text) => new RegExp(`^To: .*${address}`, 'mi').test(text) && text.includes('/staff/link'))
    .length;

/** A passkey authenticator in the page, as a phone's: resident keys, the user verified, no prompt. */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/** axe at both widths, a screenshot of each, and no sideways scrolling at 320 px. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect((await runAxe(page, `${name} at ${width}`)).violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([name, width, overflow]).toEqual([name, width, 0]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/**
 * Opens a sign-in `link` and signs in without a passkey (the offer to add one declined), then waits for the
 * page the member's role opens on (`landing`: Inbox for coordinators and admins, Pages for editors).
 */
export async function signInWithLink(page: Page, link: string, landing: string): Promise<void> {
  await page.goto(link);
  await page.waitForFunction(() => !document.querySelector('main button[disabled]'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue without a passkey' }).click();
  await heading(page, landing);
}
