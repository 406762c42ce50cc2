import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore/lite';
import { firestoreRemote } from './firestore-remote';

/** Firestore, mocked at the SDK's boundary: documents by path, and what the transaction wrote. */
const firestore = vi.hoisted(() => {
  const SERVER_TIME = { serverTimestamp: true };
  const docs = new Map<string, Record<string, unknown>>();
  const writes: { path: string; data: Record<string, unknown> }[] = [];
  let refuseTransaction: unknown;
  const snapshot = (path: string) => ({
    id: path.split('/').at(-1),
    exists: () => docs.has(path),
    data: () => docs.get(path),
  });
  return {
    SERVER_TIME,
    docs,
    writes,
    refuseNextTransaction(error: unknown) {
      refuseTransaction = error;
    },
    module: {
      doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
      collection: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
      serverTimestamp: () => SERVER_TIME,
      runTransaction: async (
        _db: unknown,
        update: (transaction: {
          get: (ref: { path: string }) => Promise<ReturnType<typeof snapshot>>;
          set: (ref: { path: string }, data: Record<string, unknown>) => void;
        }) => Promise<unknown>,
      ) => {
        if (refuseTransaction !== undefined) {
          const error = refuseTransaction;
          refuseTransaction = undefined;
          throw error;
        }
        return update({
          get: async (ref) => snapshot(ref.path),
          set: (ref, data) => void writes.push({ path: ref.path, data }),
        });
      },
      getDoc: async (ref: { path: string }) => snapshot(ref.path),
      getDocs: async (ref: { path: string }) => ({
        docs: [...docs.keys()]
          .filter((path) => path.startsWith(`${ref.path}/`))
          .map((path) => snapshot(path)),
      }),
    },
  };
});

vi.mock('firebase/firestore/lite', () => firestore.module);

const timestamp = (iso: string) => ({
  toMillis: () => Date.parse(iso),
  toDate: () => new Date(iso),
});
const AT = '2026-02-03T04:05:06.000Z';
const db = {} as Firestore;
const remote = firestoreRemote(db, 'ada');

beforeEach(() => {
  firestore.docs.clear();
  firestore.writes.length = 0;
});

describe('the Firestore remote', () => {
  it('creates a missing unlock with the server time and says it did', async () => {
    expect(await remote.create('night_owl')).toEqual({ created: true });
    expect(firestore.writes).toEqual([
      {
        path: 'users/ada/achievements/night_owl',
        data: { id: 'night_owl', unlockedAt: firestore.SERVER_TIME },
      },
    ]);
  });

  it('leaves an existing unlock as it is and answers its date', async () => {
    firestore.docs.set('users/ada/achievements/night_owl', {
      id: 'night_owl',
      unlockedAt: timestamp(AT),
    });
    expect(await remote.create('night_owl')).toEqual({ created: false, date: AT });
    expect(firestore.writes).toEqual([]);
  });

  it('takes a refused create of a document that now exists as "already there"', async () => {
    firestore.docs.set('users/ada/achievements/code_master', {
      id: 'code_master',
      unlockedAt: timestamp(AT),
    });
    firestore.refuseNextTransaction({ code: 'permission-denied', message: 'denied' });
    expect(await remote.create('code_master')).toEqual({ created: false, date: AT });
  });

  it('fails when refused and nothing is stored, or when the server is out of reach', async () => {
    const denied = { code: 'permission-denied', message: 'denied' };
    firestore.refuseNextTransaction(denied);
    await expect(remote.create('code_master')).rejects.toBe(denied);
    const unavailable = { code: 'unavailable', message: 'offline' };
    firestore.refuseNextTransaction(unavailable);
    await expect(remote.create('code_master')).rejects.toBe(unavailable);
  });

  it('lists the stored unlocks, leaving out documents that do not match their schema', async () => {
    firestore.docs.set('users/ada/achievements/night_owl', {
      id: 'night_owl',
      unlockedAt: timestamp(AT),
    });
    firestore.docs.set('users/ada/achievements/code_master', { id: 'code_master' });
    firestore.docs.set('users/ada/achievements/team_builder', {
      id: 'night_owl',
      unlockedAt: timestamp(AT),
    });
    firestore.docs.set('users/bob/achievements/skill_matcher', {
      id: 'skill_matcher',
      unlockedAt: timestamp(AT),
    });
    expect(await remote.list()).toEqual([{ id: 'night_owl', date: AT }]);
  });
});
