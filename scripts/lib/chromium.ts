// Debian's Chromium with the flags that work on these machines (../shared/browser-testing.md), for every
// program and test that starts one: the browser tests (playwright-core), Lighthouse (chrome-launcher) and
// the interaction bench. No network but loopback: every other host resolves to nothing.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags; `localhost` also lets localhost resolve (passkeys refuse an IP address as their site). */
export function chromiumFlags(options: { localhost?: boolean } = {}): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1${options.localhost ? ', EXCLUDE localhost' : ''}`,
  ];
}
