// The slow phone the interaction bench and the browser tests measure on: 400 kbit/s down and up, 400 ms
// latency, the CPU slowed 4x (Chromium's DevTools protocol), in a 390 px wide touch screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHONE = {
  kbitPerSecond: 400,
  latencyMs: 400,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

/** A fresh context (nothing cached: a first visit) with one page, throttled as the phone above. */
export async function throttledPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.kbitPerSecond * 1000) / 8,
    uploadThroughput: (PHONE.kbitPerSecond * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page };
}
