import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import {
  admin,
  callCallable,
  idTokenFor,
  registerAdmin,
  registerVerified,
  PASSWORD,
  signIn,
  uniqueName,
} from '../support/accounts';

interface EndorsedSkill {
  skill: string;
  count: number;
  endorsers: { name: string; relation: string; headline?: string }[];
}

async function publicList(): Promise<EndorsedSkill[]> {
  const answer = await new ApiClient().call('/api/endorsements');
  expect(answer.status).toBe(200);
  return (answer.body.data as EndorsedSkill[]) ?? [];
}

async function endorse(skill: string, name: string): Promise<string> {
  const answer = await new ApiClient().post('/api/endorsements', {
    name,
    email: `${uniqueName('endorser')}@example.com`,
    skill,
    headline: 'CTO at Example',
    relation: 'colleague',
  });
  expect(answer.status, answer.text).toBe(201);
  return String(answer.body.id);
}

describe('endorsements', () => {
  it('shows an endorsement only after an admin approves it, aggregated per skill', async () => {
    const skill = `Skill ${randomUUID().slice(0, 8)}`;
    const first = await endorse(skill, 'Grace Hopper');
    const second = await endorse(skill.toUpperCase(), 'Alan Turing');
    const rejected = await endorse(skill, 'Mallory');
    expect((await publicList()).find((entry) => entry.skill === skill)).toBeUndefined();

    const adminAccount = await registerAdmin(new ApiClient());
    const token = await idTokenFor(adminAccount.email, PASSWORD);
    const queue = await callCallable('listPendingEndorsements', {}, token);
    const pending = (queue.result?.items as { id: string; email: string }[]).filter((item) =>
      [first, second, rejected].includes(item.id),
    );
    expect(pending).toHaveLength(3);
    // The admin sees the endorser's address; the public never does.
    expect(pending[0]?.email).toMatch(/@example\.com$/);

    for (const id of [first, second])
      expect(
        (await callCallable('moderateEndorsement', { id, decision: 'approved' }, token)).result,
      ).toMatchObject({ success: true });
    await callCallable('moderateEndorsement', { id: rejected, decision: 'rejected' }, token);

    const entry = (await publicList()).find(
      (item) => item.skill.toLowerCase() === skill.toLowerCase(),
    );
    expect(entry).toMatchObject({ count: 2 });
    expect(entry?.endorsers.map((endorser) => endorser.name).sort()).toEqual([
      'Alan Turing',
      'Grace Hopper',
    ]);
    expect(JSON.stringify(entry)).not.toContain('@example.com');

    const audit = await admin().db.collection('auditLog').where('targetId', '==', rejected).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['endorsement.reject']);
  });

  it('lets only admins see the queue or moderate', async () => {
    const id = await endorse(`Skill ${randomUUID().slice(0, 8)}`, 'Someone');
    const client = new ApiClient();
    const account = await registerVerified(client);
    await signIn(client, account);
    const token = await idTokenFor(account.email, PASSWORD);
    expect((await callCallable('listPendingEndorsements', {}, token)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect(
      (await callCallable('moderateEndorsement', { id, decision: 'approved' }, token)).error
        ?.status,
    ).toBe('PERMISSION_DENIED');
    expect(
      (await callCallable('moderateEndorsement', { id, decision: 'approved' })).error?.status,
    ).toBe('UNAUTHENTICATED');
    expect((await admin().db.doc(`endorsements/${id}`).get()).get('status')).toBe('pending');
  });

  it('keeps the endorser’s email out of the public document', async () => {
    const id = await endorse(`Skill ${randomUUID().slice(0, 8)}`, 'Private Person');
    const doc = await admin().db.doc(`endorsements/${id}`).get();
    expect(doc.get('email')).toBeUndefined();
    expect((await admin().db.doc(`endorsementsPrivate/${id}`).get()).get('email')).toMatch(
      /@example\.com$/,
    );
  });

  it('tells a missing endorsement (not found) from one already decided (failed precondition)', async () => {
    const id = await endorse(`Skill ${randomUUID().slice(0, 8)}`, 'Decided Once');
    const adminAccount = await registerAdmin(new ApiClient());
    const token = await idTokenFor(adminAccount.email, PASSWORD);

    const missing = await callCallable(
      'moderateEndorsement',
      { id: `missing-${randomUUID()}`, decision: 'approved' },
      token,
    );
    expect(missing.error).toEqual({
      status: 'NOT_FOUND',
      message: 'That endorsement no longer exists.',
    });

    await callCallable('moderateEndorsement', { id, decision: 'rejected' }, token);
    const again = await callCallable('moderateEndorsement', { id, decision: 'approved' }, token);
    expect(again.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'That endorsement has already been rejected.',
    });
    // The first decision stands, and only it was audited.
    expect((await admin().db.doc(`endorsements/${id}`).get()).get('status')).toBe('rejected');
    const audit = await admin().db.collection('auditLog').where('targetId', '==', id).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['endorsement.reject']);
  });

  it('leaves a malformed stored endorsement out of the public list instead of failing it', async () => {
    const skill = `Skill ${randomUUID().slice(0, 8)}`;
    const stored = { skill, status: 'approved', requestHash: 'seeded', createdAt: Timestamp.now() };
    await admin()
      .db.collection('endorsements')
      .add({ ...stored, name: 'Well Formed', relation: 'colleague' });
    await admin()
      .db.collection('endorsements')
      .add({ ...stored, relation: 'boss' });
    // A moderation would do this: every instance drops its cached list.
    await admin()
      .db.doc('config/endorsements')
      .set({ version: FieldValue.increment(1) }, { merge: true });

    const entry = (await publicList()).find((item) => item.skill === skill);
    expect(entry).toEqual({
      skill,
      count: 1,
      endorsers: [{ name: 'Well Formed', relation: 'colleague' }],
    });
  });

  it('is public and briefly cacheable', async () => {
    const answer = await new ApiClient().call('/api/endorsements');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(answer.body.success).toBe(true);
  });
});
