import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectAccess, liveSessions, sessionClaims, UIDS } from './rules-env';
import { describeServerWritten, type MatrixCase } from './server-collection';

// A document its owner (field `uid`) and admins read; nobody writes from a client. A list must ask
// for the caller's own documents (`where('uid', '==', uid)`): the rules check every result.
// prettier-ignore
export const OWNER_AND_ADMIN_READS: MatrixCase['matrix'] = {
  'signed-out': { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  owner:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  other:        { get: 'deny',  list: 'deny',  create: 'deny', update: 'deny', delete: 'deny' },
  admin:        { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

/**
 * The rules of a server-written collection whose documents belong to the account in `uid`:
 * the access matrix on the owner's document (list: a query for the owner's documents), then the
 * cases around it. `make(uid)` builds a valid document of that account (`null`: made signed out).
 */
export function describeOwnerReadCollection(
  name: string,
  make: (uid: string | null) => DocumentData,
): void {
  const owned = `${name}/owned`;
  const anonymous = `${name}/anonymous`;
  const rules = describeServerWritten(
    {
      [owned]: make(UIDS.owner),
      [`${name}/others`]: make(UIDS.other),
      [anonymous]: make(null),
      ...liveSessions(['staff']),
    },
    {
      [`${name}/{id}`]: {
        matrix: OWNER_AND_ADMIN_READS,
        path: owned,
        create: make(UIDS.owner),
        update: { status: 'cancelled' },
        list: (db) => query(collection(db, name), where('uid', '==', UIDS.owner)),
      },
    },
  );

  describe(`${name} reads around the matrix`, () => {
    it('an owner cannot list the whole collection, only a query for their own', async () => {
      await expectAccess('deny', getDocs(collection(rules.as('owner'), name)));
      const own = query(collection(rules.as('other'), name), where('uid', '==', UIDS.other));
      await expectAccess('allow', getDocs(own));
    });

    it('one made signed out (uid null) is for admins only', async () => {
      await expectAccess('deny', getDoc(doc(rules.as('owner'), anonymous)));
      await expectAccess('allow', getDoc(doc(rules.as('admin'), anonymous)));
    });

    it('a token whose session ended, or that names none, reads nothing of its own', async () => {
      const ended = rules.signedInAs(UIDS.owner, {
        role: 'general_user',
        ...sessionClaims(UIDS.owner),
        sessionId: 'signed-out',
      });
      const sessionless = rules.signedInAs(UIDS.owner, { role: 'general_user' });
      await expectAccess('deny', getDoc(doc(ended, owned)));
      await expectAccess('deny', getDoc(doc(sessionless, owned)));
    });

    it.each(['business_associate', 'ceo'])('a %s reads only their own too', async (role) => {
      const db = rules.signedInAs('staff', { role, ...sessionClaims('staff') });
      await expectAccess('deny', getDoc(doc(db, owned)));
      await expectAccess('deny', getDocs(collection(db, name)));
    });
  });
}
