import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, setDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreHost, projectId } from './emulators';

/** The client SDK handle a rules context gives (usable with the modular `doc`, `getDoc`, …). */
export type ClientFirestore = ReturnType<RulesTestContext['firestore']>;

/** Who is asking: the four callers every rules matrix covers. */
export const ACTORS = ['signed-out', 'owner', 'other', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The uids behind the signed-in actors; `owner` owns the documents a matrix targets. */
export const UIDS = { owner: 'alice', other: 'bob', admin: 'root' } as const;

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export type Expectation = 'allow' | 'deny';
/** One row per actor, one cell per operation: the table a rules test file reads as. */
export type AccessMatrix = Record<Actor, Record<Operation, Expectation>>;
/** How each operation is attempted against the collection under test, by a given client. */
export type Attempts = Record<Operation, (db: ClientFirestore) => Promise<unknown>>;
/** Documents by path, e.g. `{ 'users/alice': { role: 'admin' } }`. */
export type Documents = Record<string, DocumentData>;

export interface RulesEnv {
  /** A client signed in as `actor` (or signed out), subject to the rules. */
  as(actor: Actor): ClientFirestore;
  /**
   * A client signed in as any uid with exactly these claims, for cases outside the four actors;
   * without `sessionClaims` (and a seeded live session) it is a token our API did not make.
   */
  signedInAs(uid: string, claims: Record<string, unknown>): ClientFirestore;
  /** Runs `fn` like server code does: the rules do not apply. */
  asServer(fn: (db: ClientFirestore) => Promise<void>): Promise<void>;
  /**
   * Asserts, with the rules bypassed, that `collectionName` holds its seeded documents, as seeded,
   * and nothing else: what shows a denial came from the rules and not from missing data.
   */
  expectAsSeeded(collectionName: string): Promise<void>;
}

const RULES_PATH = path.resolve(__dirname, '../../../firestore.rules');

/** Seconds, like `auth_time`: a custom-token deadline far ahead, so only the cases about it miss it. */
const FAR_DEADLINE = 4_102_444_800;

/**
 * The claims our sign-in puts in a token: its session, `sessions/live-<uid>` (seed it with
 * `liveSessions`), and the deadline for exchanging the custom token. The rules count a signed-in
 * user only with a live session, so a denial is about the rule under test, not a missing session.
 */
export const sessionClaims = (uid: string) => ({
  sessionId: `live-${uid}`,
  exchangeBy: FAR_DEADLINE,
});

/** A live session record for each uid, under the id `sessionClaims` names. */
export function liveSessions(uids: readonly string[]): Documents {
  return Object.fromEntries(
    uids.map((uid) => [
      `sessions/live-${uid}`,
      {
        uid,
        createdAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)),
        expiresAt: Timestamp.fromMillis(Date.UTC(2100, 0, 1)),
      },
    ]),
  );
}

const CLAIMS: Record<Exclude<Actor, 'signed-out'>, Record<string, unknown>> = {
  owner: { role: 'general_user', ...sessionClaims(UIDS.owner) },
  other: { role: 'general_user', ...sessionClaims(UIDS.other) },
  admin: { role: 'admin', admin: true, ...sessionClaims(UIDS.admin) },
};

/** The collection a document path is in: the path without its last segment. */
export function collectionOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

/** `[path, data]` pairs in path order, so two sets of documents compare whatever order they came in. */
function byPath(entries: [string, DocumentData][]): [string, DocumentData][] {
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * One rules test environment for the calling test file, built from `firestore.rules`: created in
 * `beforeAll` (then the `seeded` documents are written with the rules disabled), cleared and torn
 * down in `afterAll`. Call it once at the top level of a test file: a second one would clear the
 * first one's documents.
 */
export function useRulesEnv(documents: Documents = {}): RulesEnv {
  const seeded = { ...liveSessions(Object.values(UIDS)), ...documents };
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules environment is used outside a test (before beforeAll).');
    return env;
  };

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: projectId(),
      firestore: { ...firestoreHost(), rules: readFileSync(RULES_PATH, 'utf8') },
    });
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const [path, data] of Object.entries(seeded)) await setDoc(doc(db, path), data);
    });
  });

  afterAll(async () => {
    if (!env) return;
    await env.clearFirestore();
    await env.cleanup();
  });

  const rules: RulesEnv = {
    as(actor) {
      if (actor === 'signed-out') return current().unauthenticatedContext().firestore();
      return current().authenticatedContext(UIDS[actor], CLAIMS[actor]).firestore();
    },
    signedInAs(uid, claims) {
      return current().authenticatedContext(uid, claims).firestore();
    },
    asServer(fn) {
      return current().withSecurityRulesDisabled((context) => fn(context.firestore()));
    },
    async expectAsSeeded(collectionName) {
      const expected = Object.entries(seeded).filter(
        ([path]) => collectionOf(path) === collectionName,
      );
      await rules.asServer(async (db) => {
        const snapshot = await getDocs(collection(db, collectionName));
        const actual = snapshot.docs.map((d): [string, DocumentData] => [d.ref.path, d.data()]);
        expect(byPath(actual)).toEqual(byPath(expected));
      });
    },
  };
  return rules;
}

/**
 * One test per cell of the matrix: for each actor, each operation is tried and must be allowed
 * or denied as the matrix says. `label` names the path, e.g. 'users/{uid}'.
 */
export function describeAccessMatrix(
  label: string,
  rules: RulesEnv,
  matrix: AccessMatrix,
  attempts: Attempts,
): void {
  describe.each(ACTORS)(`${label} for a %s client`, (actor) => {
    it.each(cellsFor(matrix, actor))('$operation: $expected', async ({ operation, expected }) => {
      await expectAccess(expected, attempts[operation](rules.as(actor)));
    });
  });
}

/** The cells of one actor's row, as `it.each` rows: `{ operation, expected }`. */
export function cellsFor(
  matrix: AccessMatrix,
  actor: Actor,
): { operation: Operation; expected: Expectation }[] {
  return OPERATIONS.map((operation) => ({ operation, expected: matrix[actor][operation] }));
}

/** Awaits `attempt` and asserts the rules allowed it, or that they denied it (PERMISSION_DENIED). */
export async function expectAccess(
  expected: Expectation,
  attempt: Promise<unknown>,
): Promise<void> {
  if (expected === 'allow') await assertSucceeds(attempt);
  else await assertFails(attempt);
}
