import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { achievementIdSchema } from '../../src/shared/content/achievements-schema';
import {
  describeAccessMatrix,
  expectAccess,
  sessionClaims,
  UIDS,
  useRulesEnv,
  type AccessMatrix,
} from '../support/rules-env';

const AT = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const own = (id: string) => `users/${UIDS.owner}/achievements/${id}`;
const seededPath = own('night_owl');
const unlock = (id: string) => ({ id, unlockedAt: serverTimestamp() });

const rules = useRulesEnv({
  [seededPath]: { id: 'night_owl', unlockedAt: AT },
  [`users/${UIDS.other}/achievements/night_owl`]: { id: 'night_owl', unlockedAt: AT },
});

// Only the owner, and for writes only a first create: an unlock is never edited or taken back,
// and nobody else (an admin included) reads or writes someone's achievements from a client.
// prettier-ignore
const matrix: AccessMatrix = {
  'signed-out': { get: 'deny',  list: 'deny',  create: 'deny',  update: 'deny', delete: 'deny' },
  owner:        { get: 'allow', list: 'allow', create: 'allow', update: 'deny', delete: 'deny' },
  other:        { get: 'deny',  list: 'deny',  create: 'deny',  update: 'deny', delete: 'deny' },
  admin:        { get: 'deny',  list: 'deny',  create: 'deny',  update: 'deny', delete: 'deny' },
};

// Each create in the matrix unlocks an id not unlocked yet (a fresh one per attempt, as each
// allowed create spends one).
const fresh = ['code_master', 'tech_explorer', 'bug_squasher', 'skill_matcher'];
describeAccessMatrix('users/{uid}/achievements/{id}', rules, matrix, {
  get: (db) => getDoc(doc(db, seededPath)),
  list: (db) => getDocs(collection(db, `users/${UIDS.owner}/achievements`)),
  create: (db) => {
    const id = fresh.shift() ?? 'dark_mode_fan';
    return setDoc(doc(db, own(id)), unlock(id));
  },
  update: (db) => updateDoc(doc(db, seededPath), { unlockedAt: serverTimestamp() }),
  delete: (db) => deleteDoc(doc(db, seededPath)),
});

describe('users/{uid}/achievements creates', () => {
  it('every id in the catalogue can be unlocked by its owner', async () => {
    const owner = rules.signedInAs('carol', { role: 'general_user', ...sessionClaims('carol') });
    await rules.asServer(async (db) => {
      await setDoc(doc(db, 'sessions/live-carol'), {
        uid: 'carol',
        createdAt: AT,
        expiresAt: Timestamp.fromMillis(Date.UTC(2100, 0, 1)),
      });
    });
    for (const id of achievementIdSchema.options) {
      await expectAccess('allow', setDoc(doc(owner, `users/carol/achievements/${id}`), unlock(id)));
    }
  });

  it('a second unlock of the same id is refused and the first date stays', async () => {
    await expectAccess('deny', setDoc(doc(rules.as('owner'), seededPath), unlock('night_owl')));
    await rules.asServer(async (db) => {
      const stored = await getDoc(doc(db, seededPath));
      expect(stored.get('unlockedAt')).toEqual(AT);
    });
  });

  it('refuses a date the client chose, past or future', async () => {
    const db = rules.as('owner');
    for (const unlockedAt of [AT, Timestamp.fromMillis(Date.now() + 60_000)]) {
      await expectAccess(
        'deny',
        setDoc(doc(db, own('dark_mode_fan')), { id: 'dark_mode_fan', unlockedAt }),
      );
    }
  });

  it('refuses an id outside the catalogue, and a document naming another id', async () => {
    const db = rules.as('owner');
    await expectAccess('deny', setDoc(doc(db, own('free_points')), unlock('free_points')));
    await expectAccess('deny', setDoc(doc(db, own('CODE_MASTER')), unlock('CODE_MASTER')));
    await expectAccess('deny', setDoc(doc(db, own('team_builder')), unlock('code_master')));
  });

  it('refuses points or any other field, and a document without its date or id', async () => {
    const db = rules.as('owner');
    const path = own('team_builder');
    await expectAccess('deny', setDoc(doc(db, path), { ...unlock('team_builder'), points: 100 }));
    await expectAccess(
      'deny',
      setDoc(doc(db, path), { ...unlock('team_builder'), unlocked: true }),
    );
    await expectAccess('deny', setDoc(doc(db, path), { id: 'team_builder' }));
    await expectAccess('deny', setDoc(doc(db, path), { unlockedAt: serverTimestamp() }));
  });

  it('refuses an owner whose token our sign-in did not make (no live session)', async () => {
    const db = rules.signedInAs(UIDS.owner, { role: 'general_user' });
    await expectAccess('deny', setDoc(doc(db, own('team_builder')), unlock('team_builder')));
  });

  it('refuses writing into another user’s achievements', async () => {
    await expectAccess(
      'deny',
      setDoc(doc(rules.as('other'), own('leadership_explorer')), unlock('leadership_explorer')),
    );
    await expectAccess(
      'deny',
      setDoc(doc(rules.as('admin'), own('leadership_explorer')), unlock('leadership_explorer')),
    );
  });
});
