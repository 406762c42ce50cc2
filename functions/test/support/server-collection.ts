import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import type { DocumentData, Query } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ACTORS,
  collectionOf,
  describeAccessMatrix,
  useRulesEnv,
  type AccessMatrix,
  type Attempts,
  type ClientFirestore,
  type Documents,
  type RulesEnv,
} from './rules-env';

// Anyone reads, signed in or not; no client writes.
// prettier-ignore
export const PUBLIC_READS: AccessMatrix = {
  'signed-out': { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

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

/** `matrix` with some cells changed: how a collection's access differs from a shared matrix. */
export function withCells(
  matrix: AccessMatrix,
  changes: { [A in keyof AccessMatrix]?: Partial<AccessMatrix[A]> },
): AccessMatrix {
  const row = (actor: keyof AccessMatrix) => ({ ...matrix[actor], ...changes[actor] });
  return {
    'signed-out': row('signed-out'),
    owner: row('owner'),
    other: row('other'),
    admin: row('admin'),
  };
}

/** What a matrix's attempts aim at, and what the writing ones write. */
export interface Target {
  /** The seeded document get, update and delete aim at; create adds a document to its collection. */
  path: string;
  /** What create adds (at a fresh id, so each client's attempt is a new document). */
  create: DocumentData;
  /** What update writes into the target. */
  update: DocumentData;
  /** What list asks for; the whole collection unless given (a rule may accept some queries only). */
  list?: (db: ClientFirestore) => Query;
}

/** The five attempts of an access matrix, aimed at one seeded document and its collection. */
export function attemptsOn({ path, create, update, list }: Target): Attempts {
  const name = collectionOf(path);
  return {
    get: (db) => getDoc(doc(db, path)),
    list: (db) => getDocs(list ? list(db) : collection(db, name)),
    create: (db) => addDoc(collection(db, name), create),
    update: (db) => updateDoc(doc(db, path), update),
    delete: (db) => deleteDoc(doc(db, path)),
  };
}

/** One access matrix of a test file: the attempts' target, and the expected access. */
export interface MatrixCase extends Target {
  matrix: AccessMatrix;
}

const WRITES = ['create', 'update', 'delete'] as const;

/**
 * The rules of collections only the server writes, for one test file: seeds the `seeded`
 * documents, checks each matrix (keyed by how its tests are named, e.g. 'users/{uid}') against
 * its target, then that the denied writes left each targeted collection exactly as seeded.
 * Returns the environment, for the checks particular to a collection.
 */
export function describeServerWritten(
  seeded: Documents,
  matrices: Record<string, MatrixCase>,
): RulesEnv {
  const rules = useRulesEnv(seeded);
  for (const [label, { matrix, ...target }] of Object.entries(matrices)) {
    // A write some client may make would change what the final check expects unchanged.
    const allowed = ACTORS.filter((actor) => WRITES.some((op) => matrix[actor][op] === 'allow'));
    if (allowed.length > 0) throw new Error(`${label}: ${allowed.join(', ')} may write.`);
    describeAccessMatrix(label, rules, matrix, attemptsOn(target));
  }

  const collections = [...new Set(Object.values(matrices).map(({ path }) => collectionOf(path)))];
  describe(collections.join(' and '), () => {
    it('the denied writes changed nothing (the server sees the seeded documents only)', async () => {
      for (const name of collections) await rules.expectAsSeeded(name);
    });
  });
  return rules;
}

/**
 * A collection only the server writes, checked on one seeded document (`name/doc-1`) with one
 * attempted write (for create and update alike).
 */
export function describeServerWrittenCollection(
  name: string,
  matrix: AccessMatrix,
  seeded: DocumentData,
  attemptedWrite: DocumentData,
): void {
  const path = `${name}/doc-1`;
  describeServerWritten(
    { [path]: seeded },
    { [`${name}/{id}`]: { matrix, path, create: attemptedWrite, update: attemptedWrite } },
  );
}
