import type { BrowserContext, Page } from 'playwright-core';

/**
 * Lighthouse's mobile profile, applied for real in a browser (Lighthouse itself only simulates
 * it): a Moto G Power-sized screen, a 4× slower CPU and its "slow 4G" network (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up).
 */
export const MOBILE_VIEWPORT = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;
const RTT_MS = 150;
const DOWN_KBPS = 1638.4;
const UP_KBPS = 750;

export const MOBILE_CONTEXT_OPTIONS = {
  viewport: MOBILE_VIEWPORT,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

export async function throttleLikeLighthouseMobile(
  context: BrowserContext,
  page: Page,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: (DOWN_KBPS * 1024) / 8,
    uploadThroughput: (UP_KBPS * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

export const MOBILE_PROFILE_DESCRIPTION = `${MOBILE_VIEWPORT.width}x${MOBILE_VIEWPORT.height}, CPU ${CPU_SLOWDOWN}x slower, ${RTT_MS} ms RTT, ${DOWN_KBPS} kbit/s down`;
