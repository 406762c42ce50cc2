import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_EXPIRED_MESSAGE } from '../../src/shared/admin-records';
import { apiFailureSchema } from '../../src/shared/api-response';
import { RANGE_MESSAGES } from '../../src/shared/date-range';
import { admin } from '../support/accounts';
import { adminCall, signedIn, type SignedIn } from '../support/admin-api';
import { newestFirst, storedAt, walk, type Seeded } from '../support/admin-lists';

/**
 * The admin activity filtered by date range, actor and action. Every case filters by this run's
 * own actors, so entries other tests write at the same time never count.
 */
let ADMIN: SignedIn;
const run = randomUUID().slice(0, 8);
const ACTORS = [`auditor-${run}-a`, `auditor-${run}-b`] as const;
const ACTIONS = ['cv.download', 'availability.update'] as const;

interface Entry extends Seeded {
  actorUid: string;
  action: string;
}
let entries: Entry[] = [];

const instant = (at: Timestamp): string => at.toDate().toISOString();
const ids = (pages: { items: { id: string }[] }[]): string[] =>
  pages.flatMap((page) => page.items.map((item) => item.id));

async function refused(body: Record<string, unknown>): Promise<string> {
  const answer = await ADMIN.client.post('/api/admin/listAuditLog', body);
  expect(answer.status, answer.text).toBe(400);
  return apiFailureSchema.parse(answer.json).message;
}

describe('the admin activity, filtered', () => {
  beforeAll(async () => {
    ADMIN = await signedIn('admin');
    const { db } = admin();
    const batch = db.batch();
    entries = Array.from({ length: 36 }, (_unused, index) => {
      const ref = db.collection('auditLog').doc();
      const at = storedAt(index);
      const entry = {
        actorUid: ACTORS[index % 2] ?? ACTORS[0],
        action: ACTIONS[Math.floor(index / 2) % 2] ?? ACTIONS[0],
      };
      batch.set(ref, { ...entry, at });
      return { id: ref.id, status: entry.action, at, ...entry };
    });
    // Three downloads by the admin's own account, on a day nothing else is recorded.
    for (let index = 0; index < 3; index += 1) {
      const ref = db.collection('auditLog').doc();
      const at = Timestamp.fromDate(new Date(Date.UTC(2025, 0, 15, 9, index)));
      batch.set(ref, { action: 'cv.download', actorUid: ADMIN.account.uid, at });
      entries.push({
        id: ref.id,
        status: 'cv.download',
        at,
        actorUid: ADMIN.account.uid,
        action: 'cv.download',
      });
    }
    await batch.commit();
  }, 60_000);

  const matching = (keep: (entry: Entry) => boolean): string[] => newestFirst(entries.filter(keep));

  it('filters by actor and by action together, page after page, each row once', async () => {
    const [actor] = ACTORS;
    const byActor = await walk(ADMIN.client, 'listAuditLog', { actor }, 5);
    expect(ids(byActor)).toEqual(matching((entry) => entry.actorUid === actor));
    expect(ids(byActor)).toHaveLength(18);

    const both = await walk(
      ADMIN.client,
      'listAuditLog',
      { actor, action: 'availability.update' },
      4,
    );
    const expected = matching(
      (entry) => entry.actorUid === actor && entry.action === 'availability.update',
    );
    expect(expected.length).toBeGreaterThan(4);
    expect(ids(both)).toEqual(expected);
  });

  it('filters by a date range: from inclusive, to exclusive', async () => {
    const sorted = [...entries.filter((entry) => entry.actorUid !== ADMIN.account.uid)].sort(
      (a, b) => a.at.toMillis() - b.at.toMillis(),
    );
    const from = sorted[6]?.at;
    const to = sorted[24]?.at;
    if (!from || !to) throw new Error('seeded too few entries');
    const [, actor] = ACTORS;
    const pages = await walk(
      ADMIN.client,
      'listAuditLog',
      { actor, from: instant(from), to: instant(to) },
      3,
    );
    // An instant in the request is whole milliseconds; the entries' carry microseconds.
    const [fromMs, toMs] = [Date.parse(instant(from)), Date.parse(instant(to))];
    expect(ids(pages)).toEqual(
      matching(
        (entry) =>
          entry.actorUid === actor && entry.at.toMillis() >= fromMs && entry.at.toMillis() < toMs,
      ),
    );
    expect(ids(pages).length).toBeGreaterThan(3);
  });

  it('finds an actor by the email or username of their account', async () => {
    const window = { from: '2025-01-15T00:00:00Z', to: '2025-01-16T00:00:00Z' };
    const mine = matching((entry) => entry.actorUid === ADMIN.account.uid);
    for (const actor of [ADMIN.account.email, ADMIN.account.username, ADMIN.account.uid]) {
      const pages = await walk(ADMIN.client, 'listAuditLog', { ...window, actor });
      expect(ids(pages), actor).toEqual(mine);
    }
    const nobody = await walk(ADMIN.client, 'listAuditLog', {
      ...window,
      actor: 'nobody@example.org',
    });
    expect(ids(nobody)).toEqual([]);
  });

  it('exports exactly the rows the filters select', async () => {
    const [actor] = ACTORS;
    const filter = { actor, action: 'cv.download' };
    const answer = await ADMIN.client.post('/api/admin/export/audit-log', filter);
    expect(answer.status, answer.text).toBe(200);
    const records: Record<string, string>[] = parse(answer.text, { columns: true, bom: true });
    const expected = entries
      .filter((entry) => entry.actorUid === actor && entry.action === 'cv.download')
      .sort((a, b) => b.at.toMillis() - a.at.toMillis());
    expect(records.map((record) => record.At)).toEqual(expected.map((entry) => instant(entry.at)));
    expect(new Set(records.map((record) => record.By))).toEqual(new Set([actor]));
  });

  it('refuses a range backwards, wider than a year, open at the start, or not an instant', async () => {
    const actor = ACTORS[0];
    expect(
      await refused({ actor, from: '2026-06-02T00:00:00Z', to: '2026-06-01T00:00:00Z' }),
    ).toContain(RANGE_MESSAGES.backwards);
    expect(await refused({ from: '2016-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toContain(
      RANGE_MESSAGES.tooWide,
    );
    expect(await refused({ from: '2016-01-01T00:00:00Z' })).toContain(RANGE_MESSAGES.tooWide);
    expect(await refused({ to: '2026-01-01T00:00:00Z' })).toContain(RANGE_MESSAGES.startMissing);
    expect(await refused({ from: 'yesterday' })).toContain(RANGE_MESSAGES.instant);
    expect(await refused({ action: 'delete.everything' })).toContain(
      'Choose an action from the list.',
    );
    expect(await refused({ actor: '' })).toContain('Give the actor');
    expect(await refused({ actor: 'x'.repeat(300) })).toContain('Give the actor');
    expect(await refused({ limit: 10_000 })).toContain('Ask for 1 to 100 rows at a time.');
    // The same refusals for the export, which takes the same filters.
    const exported = await ADMIN.client.post('/api/admin/export/audit-log', {
      from: '2026-06-02T00:00:00Z',
      to: '2026-06-01T00:00:00Z',
    });
    expect(exported.status).toBe(400);
  });

  it('refuses a cursor made for another filter', async () => {
    const first = await adminCall(ADMIN.client, 'listAuditLog', { actor: ACTORS[0], limit: 2 });
    const cursor = (first.json as { nextCursor: string }).nextCursor;
    expect(cursor).toEqual(expect.any(String));
    expect(await refused({ actor: ACTORS[1], limit: 2, cursor })).toBe(PAGE_EXPIRED_MESSAGE);
  });

  it('is refused to anyone but an admin', async () => {
    const user = await signedIn('user');
    const answer = await user.client.post('/api/admin/listAuditLog', { actor: ACTORS[0] });
    expect(answer.status).toBe(403);
  });
});
