import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import { admin, registerVerified, signIn } from '../support/accounts';

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
});
