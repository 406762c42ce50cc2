import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from '../../src/shared/admin-calls';
import { themeResponseSchema } from '../../src/shared/site-theme-schema';
import { SITE_FRESH_MS } from '../../src/services/published-content';
import { admin } from '../support/accounts';
import { callApi, type ApiAnswer } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';

// The theme is the `theme` content document, published from /admin-content like any other; the
// test puts back the version it found (the demo's, or the built-in one).

const VIBRANT = { variant: 'vibrant', appearance: 'light', primary: '#7c3aed', radius: 1 };
const stored = () => admin().db.doc('content/theme');

let EDITOR: SignedIn;
let found: number;

async function publishedTheme() {
  const answer = await adminCall(EDITOR.client, 'getContent', { id: 'theme' });
  return ADMIN_CALLS.getContent.response.parse(answer.json).document;
}

const themeOf = (answer: ApiAnswer) => themeResponseSchema.safeParse(answer.json).data;

/** Asks for the theme until `wanted` holds, for a little longer than an instance keeps the site. */
async function themeSoon(wanted: (answer: ApiAnswer) => boolean): Promise<ApiAnswer> {
  const until = Date.now() + SITE_FRESH_MS + 5_000;
  let answer = await callApi('/api/theme');
  while (!wanted(answer) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = await callApi('/api/theme');
  }
  return answer;
}

describe('GET /api/theme', () => {
  beforeAll(async () => {
    EDITOR = await signedIn('admin');
    found = (await publishedTheme()).version;
  });

  afterAll(async () => {
    const current = await publishedTheme();
    if (current.version === found) return;
    await adminCall(EDITOR.client, 'revertContent', {
      id: 'theme',
      version: found,
      baseVersion: current.version,
    });
  });

  it('answers the published theme with its CSS variables', async () => {
    const published = await adminCall(EDITOR.client, 'publishContent', {
      id: 'theme',
      baseVersion: found,
      content: { theme: VIBRANT },
    });
    expect(published.status, published.text).toBe(200);
    const answer = await themeSoon((each) => themeOf(each)?.theme.primary === VIBRANT.primary);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      isDefault: false,
      theme: VIBRANT,
      cssVariables: { '--site-primary': '#7c3aed', '--site-radius': '1rem' },
    });
    expect(answer.body.comprehensiveCSS).toContain('--site-primary: #7c3aed;');
  });

  it('refuses a theme that is not one with the field to change, and keeps the published one', async () => {
    const before = await publishedTheme();
    const refused = await adminCall(EDITOR.client, 'publishContent', {
      id: 'theme',
      baseVersion: before.version,
      content: { theme: { ...VIBRANT, primary: 'red', radius: 40 } },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.text).toContain('Primary colour must be a hex colour like #2563eb');
    expect(Object.keys(Object(refused.body.errors))).toEqual(
      expect.arrayContaining(['theme.primary', 'theme.radius']),
    );
    expect((await publishedTheme()).version).toBe(before.version);
  });

  it('falls back to the built-in dark default when the stored theme does not read', async () => {
    const kept = (await stored().get()).data();
    await stored().set({ ...kept, content: { theme: { variant: 'neon', primary: 'red' } } });
    try {
      const answer = await themeSoon((each) => themeOf(each)?.isDefault === true);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        isDefault: true,
        theme: { variant: 'professional', appearance: 'dark', primary: '#2563eb', radius: 0.75 },
      });
    } finally {
      if (kept) await stored().set(kept);
      else await stored().delete();
    }
  });
});
