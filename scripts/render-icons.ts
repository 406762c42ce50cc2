import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser.js';
import { profile } from '../functions/src/shared/content/profile.js';
import { ROOT } from './lib/project-config.js';

/**
 * Renders web/public/icons/icon.svg to the PNG sizes the manifest and the pages' favicon name.
 * Run after editing the SVG.
 */
const ICON_DIR = path.join(ROOT, 'web/public/icons');
const svg = readFileSync(path.join(ICON_DIR, 'icon.svg'), 'utf8');

const variants = [
  // The pages' favicon is a PNG: an SVG favicon is drawn on the page's own main thread while the
  // page loads (a task of 40-70 ms in a Lighthouse trace, docs/first-load.md).
  { file: 'favicon-48.png', size: 48, padding: 0, background: 'transparent' },
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0, background: '#2563eb' },
  // Maskable icons keep their content inside the central 80 % safe zone on a full-bleed background.
  { file: 'maskable-512.png', size: 512, padding: 0.1, background: '#2563eb' },
];

const browser = await launchChromium();
try {
  for (const variant of variants) {
    const page = await browser.newPage({ viewport: { width: variant.size, height: variant.size } });
    const inset = variant.size * variant.padding;
    await page.setContent(
      `<html><body style="margin:0;background:${variant.background}">` +
        `<div style="position:absolute;inset:${inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
        '</body></html>',
    );
    await page.screenshot({
      path: path.join(ICON_DIR, variant.file),
      omitBackground: variant.background === 'transparent',
    });
    await page.close();
    console.log(`${variant.file} ${variant.size}x${variant.size}`);
  }
  // The Open Graph / Twitter card image, from the content file.
  const card = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await card.setContent(
    `<html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;` +
      `background:linear-gradient(135deg,#0b1120 0%,#1e3a8a 100%);color:#f8fafc;font-family:system-ui,sans-serif">` +
      `<div style="width:200px;height:200px;flex:none">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
      `<div><div style="font-size:72px;font-weight:800;line-height:1.05">${profile.name}</div>` +
      `<div style="font-size:32px;margin-top:24px;color:#93c5fd">${profile.headline}</div></div></body></html>`,
  );
  await card.screenshot({ path: path.join(ROOT, 'web/public/og-image.png') });
  console.log('og-image.png 1200x630');
} finally {
  await browser.close();
}
