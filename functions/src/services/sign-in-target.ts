import { randomBytes } from 'node:crypto';
import { errorCode } from '../lib/errors';
import { auth, findAccount } from './user-records';

/**
 * Whose password a sign-in checks, found with the same work whether or not the account exists,
 * so the time of an answer does not tell who has an account.
 *
 * An unknown name is checked against a decoy: a real Auth account with a random password that is
 * never stored, so its check costs what a real account's does (Auth hashes either way). The decoy
 * is created the first time an instance needs it; it never signs in (nobody knows its password,
 * and its uid is refused anyway).
 */

const DECOY_UID = 'sign-in-decoy';
const DECOY_EMAIL = 'sign-in-decoy@decoy.invalid';

/** The decoy is nobody's account: the admin area neither lists nor changes it. */
export const isDecoyAccount = (uid: string): boolean => uid === DECOY_UID;

export interface SignInTarget {
  /** What the account's failures count against: its uid, or the normalised name when there is none. */
  bucket: string;
  /** The address whose password is checked: the account's, or the decoy's. */
  email: string;
  /** The account, when there is one; a password check that names another uid is a failure. */
  uid: string | undefined;
}

async function readOrCreateDecoy(): Promise<void> {
  try {
    await auth().getUser(DECOY_UID);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    try {
      await auth().createUser({
        uid: DECOY_UID,
        email: DECOY_EMAIL,
        password: randomBytes(32).toString('base64url'),
      });
    } catch (creation) {
      // Another instance created it first.
      if (errorCode(creation) !== 'auth/uid-already-exists') throw creation;
    }
  }
}

let decoyReady: Promise<void> | undefined;

function decoyExists(): Promise<void> {
  decoyReady ??= readOrCreateDecoy().catch((error: unknown) => {
    decoyReady = undefined;
    throw error;
  });
  return decoyReady;
}

export async function signInTarget(identifier: string): Promise<SignInTarget> {
  await decoyExists();
  const name = identifier.trim().toLowerCase();
  const account = await findAccount(name);
  if (account?.email && account.uid !== DECOY_UID) {
    return { bucket: `uid:${account.uid}`, email: account.email, uid: account.uid };
  }
  // findAccount reads a username's claim and then, only when there is one, its Auth record; an
  // email costs one Auth lookup either way. The decoy's record stands in for the missing one.
  if (!name.includes('@')) await auth().getUser(DECOY_UID);
  return { bucket: `name:${name}`, email: DECOY_EMAIL, uid: undefined };
}
