import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from '../../src/shared/admin-calls';
import { contentDocumentSchemas } from '../../src/shared/content/documents';
import { z } from '../../src/shared/zod';
import { profile } from '../../src/shared/content/profile';
import { SITE_FRESH_MS } from '../../src/services/published-content';
import { SITE_CACHE_CONTROL } from '../../src/site/handler';
import { admin } from '../support/accounts';
import { ApiClient } from '../support/api';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';
import { hostingUrl, projectId } from '../support/emulators';

let EDITOR: SignedIn;

/** The `site` function on the Functions emulator, without Hosting in front of it. */
const siteOrigin = (): string => `http://127.0.0.1:5001/${projectId()}/europe-west2/site`;

async function visit(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { response, text: await response.text() };
}

async function publishedProfile() {
  const answer = await adminCall(EDITOR.client, 'getContent', { id: 'profile' });
  expect(answer.status, answer.text).toBe(200);
  return ADMIN_CALLS.getContent.response.parse(answer.json).document;
}

/** The home page's HTML once it holds `text`, polled for as long as a publish may take to show. */
async function homeOnceItHolds(text: string): Promise<string> {
  const until = Date.now() + SITE_FRESH_MS + 5_000;
  for (;;) {
    const { text: html } = await visit(`${hostingUrl()}/`);
    if (html.includes(text) || Date.now() > until) return html;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The published documents the page carries for the browser to hydrate with. */
function pageContent(html: string): unknown {
  const block = /<script type="application\/json" id="site-content">([^<]*)<\/script>/.exec(html);
  if (!block?.[1]) throw new Error('The page carries no content block.');
  return JSON.parse(block[1]);
}

describe('the site function', () => {
  beforeAll(async () => {
    EDITOR = await signedIn('admin');
  });

  afterAll(async () => {
    const current = await publishedProfile();
    if (current.version === 0) return;
    await adminCall(EDITOR.client, 'revertContent', {
      id: 'profile',
      version: 0,
      baseVersion: current.version,
    });
  });

  it('answers / and /auth through Hosting as HTML the CDN keeps 5 seconds, with the page’s head', async () => {
    const home = await visit(`${hostingUrl()}/`);
    expect(home.response.status).toBe(200);
    expect(home.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.response.headers.get('cache-control')).toBe(SITE_CACHE_CONTROL);
    // Framed by nobody but the site itself (the content editor's preview).
    expect(home.response.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self'",
    );
    expect(home.response.headers.get('x-frame-options')).toBe('DENY');
    expect(home.text).toContain(profile.headline.replaceAll('&', '&amp;'));
    expect(home.text).toContain('<script type="application/ld+json">');

    const auth = await visit(`${hostingUrl()}/auth`);
    expect(auth.response.status).toBe(200);
    expect(auth.response.headers.get('cache-control')).toBe(SITE_CACHE_CONTROL);
    expect(auth.text).toContain(`<title>Sign in · ${profile.name}</title>`);
  });

  it('lets the site alone frame the content editor’s preview, and no page of it else', async () => {
    const preview = await fetch(`${hostingUrl()}/admin-content-preview`);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const editor = await fetch(`${hostingUrl()}/admin-content`);
    expect(editor.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers the sitemap from the published site address', async () => {
    const sitemap = await visit(`${hostingUrl()}/sitemap.xml`);
    expect(sitemap.response.status).toBe(200);
    expect(sitemap.response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain(`<loc>${profile.siteUrl}/</loc>`);
  });

  it('answers the web manifest, and signs the mails, with the published name and SEO texts', async () => {
    const readManifest = async () => {
      const answer = await visit(`${hostingUrl()}/manifest.webmanifest`);
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(answer.response.headers.get('cache-control')).toBe(SITE_CACHE_CONTROL);
      return z
        .object({ name: z.string(), short_name: z.string(), description: z.string() })
        .parse(JSON.parse(answer.text));
    };
    const answer = await adminCall(EDITOR.client, 'getContent', { id: 'seo' });
    const seo = contentDocumentSchemas.seo.parse(
      ADMIN_CALLS.getContent.response.parse(answer.json).document.content,
    ).seo;
    expect(await readManifest()).toMatchObject({ name: seo.title, description: seo.description });

    const opened = await publishedProfile();
    const current = contentDocumentSchemas.profile.parse(opened.content);
    const name = `Owner ${Date.now()}`;
    const published = await adminCall(EDITOR.client, 'publishContent', {
      id: 'profile',
      baseVersion: opened.version,
      content: { ...current, profile: { ...current.profile, name } },
    });
    expect(published.status, published.text).toBe(200);
    const until = Date.now() + SITE_FRESH_MS + 5_000;
    let shortName = '';
    while (shortName !== name && Date.now() < until) {
      shortName = (await readManifest()).short_name;
      if (shortName !== name) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(shortName).toBe(name);

    // The mails sent from now on are signed with the published name.
    const visitor = `signed-${Date.now()}@example.org`;
    const sent = await new ApiClient().post('/api/contact', {
      name: 'Signature Check',
      email: visitor,
      subject: 'Who signs this?',
      message: 'Checking that the reply is signed with the published name.',
    });
    expect(sent.status, sent.text).toBe(201);
    const mails = await admin().db.collection('mail').where('to', '==', visitor).get();
    expect(mails.size).toBe(1);
    expect(JSON.stringify(mails.docs[0]?.get('message'))).toContain(`— ${name}`);
  });

  it('draws a published text as text: markup in it never reaches the page as markup', async () => {
    const opened = await publishedProfile();
    const marker = `m${Date.now()}`;
    const headline = `</script><script>alert("${marker}")</script> <b>bold</b> ${marker}`;
    const published = await adminCall(EDITOR.client, 'publishContent', {
      id: 'profile',
      baseVersion: opened.version,
      content: { ...opened.content, profile: { ...profile, headline } },
    });
    expect(published.status, published.text).toBe(200);

    const html = await homeOnceItHolds(`&lt;b&gt;bold&lt;/b&gt; ${marker}`);
    expect(html).toContain(`&lt;b&gt;bold&lt;/b&gt; ${marker}`);
    expect(html).not.toContain(`<script>alert("${marker}")`);
    expect(html).not.toContain('<b>bold</b>');
    // The content block holds the text whole, and no `<` that could close it early.
    expect(pageContent(html)).toMatchObject({ profile: { profile: { headline } } });
  });

  it('answers only GET and HEAD, and 404 for a path that is not one of its pages', async () => {
    const post = await visit(`${siteOrigin()}/`, { method: 'POST', body: '{}' });
    expect(post.response.status).toBe(405);
    expect(post.response.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${siteOrigin()}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const path of ['/nope', '/auth/extra', '/index.html', '/sitemap.xml/x', '/admin']) {
      const answer = await visit(`${siteOrigin()}${path}`);
      expect(answer.response.status, path).toBe(404);
      expect(answer.text, path).toBe('There is no page here.');
    }
  });
});
