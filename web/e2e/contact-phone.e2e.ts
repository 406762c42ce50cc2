import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@shared/content/profile';
// The test follows the number wherever it is set: the server-only content module.
import { contactPhone } from '../../functions/src/content/contact-phone';
import { demo, signInViaUi } from './support/accounts';
import { openSession, type BrowserSession } from './support/session';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
/** The site function's renderer and the public pages' templates, from the same build. */
const RENDERER = fileURLToPath(new URL('../../functions/site-renderer', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** The number's digits after the country code (`7700900123`), however it is written. */
async function nationalDigits(): Promise<string> {
  return (await contactPhone()).replace(/^\+\d+/, '').replace(/\D/g, '');
}

/** A file's text as a search for the number needs it: spaces, dashes and dots taken out. */
const squeezed = (text: string): string => text.replace(/[\s.-]/g, '');

describe('the built site (web/dist and the site renderer)', () => {
  it('carries the owner’s phone number nowhere: no script, page, JSON-LD, worker or renderer', async () => {
    const digits = await nationalDigits();
    expect(digits).toMatch(/^\d{10}$/);
    const files = [...filesUnder(DIST), ...filesUnder(RENDERER)];
    const names = files.map((file) => path.relative(path.dirname(DIST), file));
    for (const name of ['dist/app.html', 'dist/sw.js']) {
      expect(names).toContain(name);
    }
    for (const name of ['index.html', 'auth.html'])
      for (const folder of ['templates', 'built-in'])
        expect(names).toContain(path.join('../functions/site-renderer', folder, name));
    expect(names).toContain('../functions/site-renderer/renderer.mjs');
    expect(names.filter((name) => name.endsWith('.js')).length).toBeGreaterThan(50);

    const carrying = files.filter((file) => {
      // Latin-1 reads every byte as one character: digits are found in any file, text or not.
      const text = readFileSync(file, 'latin1');
      const withoutTags = file.endsWith('.html') ? text.replace(/<[^>]*>/g, '') : text;
      return [text, withoutTags].some((form) => squeezed(form).includes(digits));
    });
    expect(carrying.map((file) => path.relative(path.dirname(DIST), file))).toEqual([]);

    // The prerendered home page does show the phone line (masked), and carries the JSON-LD.
    const home = readFileSync(path.join(RENDERER, 'built-in/index.html'), 'utf8');
    expect(home).toContain(profile.phoneMasked);
    expect(home).toContain('application/ld+json');
  });
});

let session: BrowserSession | undefined;

afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('the phone reveal', () => {
  it('shows a signed-in visitor the number from the API after a business purpose, which is never sent', async () => {
    session = await openSession();
    const { page } = session;
    const user = demo('general_user');
    await signInViaUi(page, user.username, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    const phone = await contactPhone();
    const purpose = 'Partnership enquiry';
    const sent: string[] = [];
    page.on('request', (request) => {
      sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
    });

    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    // As a visitor who waits until the section responds: a tap on its prerendered buttons before
    // its form is live can go unanswered.
    await page.locator('#contact form[data-live]').waitFor();
    await contact.getByRole('button', { name: 'Click to reveal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Business Purpose' });
    await dialog.getByRole('textbox', { name: /business purpose/i }).fill(purpose);
    await dialog.getByRole('button', { name: 'Reveal phone number' }).click();

    const link = contact.getByRole('link', { name: phone });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`tel:${phone.replace(/[^\d+]/g, '')}`);
    expect(sent.filter((request) => request.includes('/api/contact-phone'))).toEqual([
      expect.stringMatching(/^GET \S+\/api\/contact-phone $/),
    ]);
    const words = [purpose, encodeURIComponent(purpose), 'Partnership'];
    expect(sent.filter((request) => words.some((word) => request.includes(word)))).toEqual([]);

    // Within 24 hours the page asks the API again on its own, without asking for a purpose.
    await page.reload();
    const about = page.locator('#about');
    await about.scrollIntoViewIfNeeded();
    await about.getByRole('link', { name: phone }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('sends a signed-out visitor to sign in, and the API refuses them the number', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please login to view contact information').waitFor();
    await page.waitForURL('**/auth');

    const answer = await page.request.get('/api/contact-phone');
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toEqual({ success: false, message: 'You are not signed in.' });
  });
});
