import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { describeAccessMatrix, useRulesEnv, type AccessMatrix, type Attempts } from './rules-env';

// prettier-ignore
export const ADMIN_READS_ONLY: AccessMatrix = {
  'signed-out': { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

// prettier-ignore
export const SERVER_ONLY: AccessMatrix = {
  'signed-out': { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

/**
 * The rules of a collection only the server writes: the access matrix for one seeded document,
 * plus a check that every denied write left the data as seeded.
 */
export function describeServerWrittenCollection(
  name: string,
  matrix: AccessMatrix,
  seeded: Record<string, unknown>,
  attemptedWrite: Record<string, unknown>,
): void {
  const path = `${name}/doc-1`;
  const rules = useRulesEnv(async (db) => {
    await setDoc(doc(db, path), seeded);
  });
  const attempts: Attempts = {
    get: (db) => getDoc(doc(db, path)),
    list: (db) => getDocs(collection(db, name)),
    create: (db) => addDoc(collection(db, name), attemptedWrite),
    update: (db) => updateDoc(doc(db, path), attemptedWrite),
    delete: (db) => deleteDoc(doc(db, path)),
  };
  describeAccessMatrix(`${name}/{id}`, rules, matrix, attempts);

  describe(`${name}/{id}`, () => {
    it('the denied writes changed nothing', async () => {
      await rules.asServer(async (db) => {
        const docs = await getDocs(collection(db, name));
        expect(docs.docs.map((d) => [d.id, d.data()])).toEqual([['doc-1', seeded]]);
      });
    });
  });
}
