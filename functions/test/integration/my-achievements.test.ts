import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { myAchievementsResponseSchema } from '../../src/shared/achievements';
import { currentUserResponseSchema } from '../../src/shared/auth';
import { ApiClient } from '../support/api';
import { admin } from '../support/accounts';
import { signedIn } from '../support/admin-api';

/** Stores an unlock as the account's browser would (the rules' shape), at `at`. */
async function unlocked(uid: string, id: string, at: string): Promise<void> {
  await admin()
    .db.doc(`users/${uid}/achievements/${id}`)
    .set({ id, unlockedAt: Timestamp.fromDate(new Date(at)) });
}

describe('GET /api/achievements', () => {
  it('refuses a signed-out caller with 401', async () => {
    const answer = await new ApiClient().call('/api/achievements');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'You are not signed in.' });
  });

  it('answers the caller’s own unlocks only, in the order they happened, with ISO dates', async () => {
    const me = await signedIn();
    const someoneElse = await signedIn();
    await unlocked(me.account.uid, 'night_owl', '2026-03-02T23:15:00.250Z');
    await unlocked(me.account.uid, 'code_master', '2026-03-01T10:00:00.000Z');
    await unlocked(someoneElse.account.uid, 'bug_squasher', '2026-03-01T09:00:00.000Z');
    // Not the rules' shape (another browser's bug, say): left out, the rest still answered.
    await admin()
      .db.doc(`users/${me.account.uid}/achievements/dark_mode_fan`)
      .set({ id: 'dark_mode_fan', unlockedAt: 'yesterday' });

    const answer = await me.client.call('/api/achievements');
    expect(answer.status, answer.text).toBe(200);
    expect(myAchievementsResponseSchema.parse(answer.json).achievements).toEqual([
      { id: 'code_master', unlockedAt: '2026-03-01T10:00:00.000Z' },
      { id: 'night_owl', unlockedAt: '2026-03-02T23:15:00.250Z' },
    ]);
    expect((await someoneElse.client.call('/api/achievements')).body.achievements).toEqual([
      { id: 'bug_squasher', unlockedAt: '2026-03-01T09:00:00.000Z' },
    ]);
  });

  it('answers an account without unlocks with none', async () => {
    const me = await signedIn();
    expect((await me.client.call('/api/achievements')).body).toEqual({
      success: true,
      achievements: [],
    });
  });
});

describe('memberSince on the session user', () => {
  it('is when the account was made, in /api/user and in the sign-in answer', async () => {
    const me = await signedIn();
    const profile = await admin().db.doc(`users/${me.account.uid}`).get();
    const createdAt = profile.get('createdAt') as unknown;
    expect(createdAt).toBeInstanceOf(Timestamp);
    const made = (createdAt as Timestamp).toDate().toISOString();

    const user = currentUserResponseSchema.parse((await me.client.call('/api/user')).json).user;
    expect(user.memberSince).toBe(made);
    const login = await new ApiClient().post('/api/login', {
      username: me.account.username,
      password: me.account.password,
    });
    expect(login.body.user).toMatchObject({ uid: me.account.uid, memberSince: made });
  });

  it('falls back to when Auth made the account when its profile does not say', async () => {
    const me = await signedIn();
    await admin().db.doc(`users/${me.account.uid}`).update({ createdAt: FieldValue.delete() });
    const { metadata } = await admin().auth.getUser(me.account.uid);
    const user = currentUserResponseSchema.parse((await me.client.call('/api/user')).json).user;
    expect(user.memberSince).toBe(new Date(metadata.creationTime).toISOString());
  });
});
