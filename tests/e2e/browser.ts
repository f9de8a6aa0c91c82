import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH, chromiumFlags } from '../../scripts/lib/chromium.ts';

/**
 * Debian's Chromium with the flags that work on these machines (see ../shared/browser-testing.md).
 * `localhost`: also resolve localhost (passkeys refuse an IP address as their site: the staff tests).
 */
export function launchBrowser(options: { localhost?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumFlags(options),
  });
}
