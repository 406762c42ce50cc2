import { describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from '../../src/shared/admin-calls';
import { profile } from '../../src/shared/content/profile';
import { myCvDownloadsResponseSchema } from '../../src/shared/cv';
import { SITE_FRESH_MS } from '../../src/services/published-content';
import { ApiClient } from '../support/api';
import { admin, registerVerified, signIn } from '../support/accounts';
import { adminCall, signedIn } from '../support/admin-api';

describe('GET /api/download-cv', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const answer = await new ApiClient().call('/api/download-cv');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      success: false,
      requiresLogin: true,
      message: 'Please sign in to download the CV.',
    });
  });

  it('streams the PDF to a signed-in visitor with a proper filename, and audits it', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    await signIn(client, account);
    const uid = (await admin().auth.getUserByEmail(account.email)).uid;

    const answer = await client.call('/api/download-cv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="Marcus-Ellison-CV.pdf"',
    );
    expect(answer.text.startsWith('%PDF-')).toBe(true);

    const audit = await admin()
      .db.collection('auditLog')
      .where('actorUid', '==', uid)
      .where('action', '==', 'cv.download')
      .get();
    expect(audit.size).toBe(1);
  });

  it('lists a visitor’s own downloads, newest first, and nobody else’s', async () => {
    const [mine, theirs] = [new ApiClient(), new ApiClient()];
    for (const client of [mine, theirs]) await signIn(client, await registerVerified(client));
    expect((await mine.call('/api/cv-downloads')).body).toEqual({ success: true, downloads: [] });
    for (const client of [mine, mine, theirs]) {
      expect((await client.call('/api/download-cv')).status).toBe(200);
    }
    const answer = await mine.call('/api/cv-downloads');
    expect(answer.status).toBe(200);
    const { downloads } = myCvDownloadsResponseSchema.parse(answer.body);
    expect(downloads).toHaveLength(2);
    const [latest, first] = downloads.map(({ at }) => Date.parse(at));
    expect(latest).toBeGreaterThanOrEqual(first ?? Infinity);
    expect(Date.now() - (latest ?? 0)).toBeLessThan(60_000);
    expect((await new ApiClient().call('/api/cv-downloads')).status).toBe(401);
  });

  it('is drawn from the published profile: a new name is the next download’s, and a revert undoes it', async () => {
    const editor = await signedIn('admin');
    const reader = await signedIn('user');
    const opened = ADMIN_CALLS.getContent.response.parse(
      (await adminCall(editor.client, 'getContent', { id: 'profile' })).json,
    ).document;
    const published = await adminCall(editor.client, 'publishContent', {
      id: 'profile',
      baseVersion: opened.version,
      content: { ...opened.content, profile: { ...profile, name: 'Ada Lovelace' } },
    });
    expect(published.status, published.text).toBe(200);
    try {
      const fileName = async () =>
        (await reader.client.call('/api/download-cv')).headers.get('content-disposition');
      const until = Date.now() + SITE_FRESH_MS + 5_000;
      let seen = await fileName();
      while (!seen?.includes('Ada-Lovelace') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        seen = await fileName();
      }
      expect(seen).toBe('attachment; filename="Ada-Lovelace-CV.pdf"');
    } finally {
      await adminCall(editor.client, 'revertContent', {
        id: 'profile',
        version: 0,
        baseVersion: opened.version + 1,
      });
    }
  });
});
