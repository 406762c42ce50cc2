import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import {
  PASSWORD,
  admin,
  callCallable,
  idTokenFor,
  registerAdmin,
  registerVerified,
  signIn,
  type TestAccount,
} from '../support/accounts';

let ADMIN: TestAccount;

describe('admin role management (callables)', () => {
  beforeAll(async () => {
    ADMIN = await registerAdmin(new ApiClient());
  });

  it('refuses a signed-out caller and a non-admin', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    const anonymous = await callCallable('setUserRole', { uid: account.uid, role: 'admin' });
    expect(anonymous.error?.status).toBe('UNAUTHENTICATED');

    const token = await idTokenFor(account.email, PASSWORD);
    const selfPromotion = await callCallable(
      'setUserRole',
      { uid: account.uid, role: 'admin' },
      token,
    );
    expect(selfPromotion.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Only administrators can manage users.',
    });
    const list = await callCallable('listUsers', {}, token);
    expect(list.error?.status).toBe('PERMISSION_DENIED');
    expect((await admin().auth.getUser(account.uid)).customClaims).toEqual({
      role: 'general_user',
    });
  });

  it('validates the payload', async () => {
    const token = await idTokenFor(ADMIN.email, ADMIN.password);
    const answer = await callCallable('setUserRole', { uid: 'someone', role: 'overlord' }, token);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });

  it("changes a role: claims, audit record, and the user's next page load sees it without signing in again", async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    await signIn(client, account);
    expect((await client.call('/api/user')).body.user).toMatchObject({ role: 'general_user' });

    // A second later, so the revocation that comes with a role change really postdates the session.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const token = await idTokenFor(ADMIN.email, ADMIN.password);
    const answer = await callCallable(
      'setUserRole',
      { uid: account.uid, role: 'business_associate' },
      token,
    );
    expect(answer.result).toMatchObject({
      success: true,
      user: { uid: account.uid, role: 'business_associate' },
    });

    expect((await admin().auth.getUser(account.uid)).customClaims).toEqual({
      role: 'business_associate',
    });
    const audit = await admin()
      .db.collection('auditLog')
      .where('targetUid', '==', account.uid)
      .get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'setRole',
        actorUid: ADMIN.uid,
        role: 'business_associate',
        previousRole: 'general_user',
      }),
    ]);
    expect((await client.call('/api/user')).body.user).toMatchObject({
      role: 'business_associate',
    });
  });

  it('lists and searches users', async () => {
    const client = new ApiClient();
    const account = await registerVerified(client);
    const token = await idTokenFor(ADMIN.email, ADMIN.password);
    const page = await callCallable('listUsers', { pageSize: 2 }, token);
    expect((page.result?.users as unknown[]).length).toBe(2);
    expect(page.result?.nextPageToken).toBeTruthy();
    const byEmail = await callCallable('listUsers', { search: account.email }, token);
    expect(byEmail.result?.users).toEqual([
      expect.objectContaining({ uid: account.uid, username: account.username }),
    ]);
    const byPrefix = await callCallable(
      'listUsers',
      { search: account.username.slice(0, 8).toUpperCase() },
      token,
    );
    expect((byPrefix.result?.users as { uid: string }[]).map((user) => user.uid)).toContain(
      account.uid,
    );
  });

  it('does not let an admin change their own role', async () => {
    const token = await idTokenFor(ADMIN.email, ADMIN.password);
    const answer = await callCallable(
      'setUserRole',
      { uid: ADMIN.uid, role: 'general_user' },
      token,
    );
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'You cannot change your own role.',
    });
  });

  it("neither lists nor changes the sign-in decoy, which is nobody's account", async () => {
    // A sign-in with an unknown name checks its password against the decoy, creating it.
    const unknown = await new ApiClient().post('/api/login', {
      username: 'nobody-by-this-name',
      password: 'Wrong-pass1',
    });
    expect(unknown.status).toBe(401);
    expect((await admin().auth.getUser('sign-in-decoy')).uid).toBe('sign-in-decoy');

    const token = await idTokenFor(ADMIN.email, ADMIN.password);
    const listed: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await callCallable('listUsers', { pageSize: 100, pageToken }, token);
      const result = page.result as { users: { uid: string }[]; nextPageToken: string | null };
      listed.push(...result.users.map((user) => user.uid));
      pageToken = result.nextPageToken ?? undefined;
    } while (pageToken);
    expect(listed).toContain(ADMIN.uid);
    expect(listed).not.toContain('sign-in-decoy');

    const byEmail = await callCallable(
      'listUsers',
      { search: 'sign-in-decoy@decoy.invalid' },
      token,
    );
    expect(byEmail.result?.users).toEqual([]);
    const promotion = await callCallable(
      'setUserRole',
      { uid: 'sign-in-decoy', role: 'admin' },
      token,
    );
    expect(promotion.error).toEqual({
      status: 'NOT_FOUND',
      message: 'There is no account with that id.',
    });
  });
});
