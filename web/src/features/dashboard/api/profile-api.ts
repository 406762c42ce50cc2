import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { userProfileSchema } from '@shared/user-profile';
import { parsedWith } from '@/lib/firestore-parse';

const profiles = parsedWith(userProfileSchema);

/**
 * When the account was created, read through Firestore and its rules (owner-only): proof that the
 * browser's Firebase session is the same user as the cookie. `null` until known. A live
 * Firestore listener through reactfire, not an API read, so it stays out of the query cache.
 */
export function useMemberSince(uid: string): Date | null {
  const { data } = useFirestoreDocData(doc(useFirestore(), 'users', uid).withConverter(profiles));
  return data?.ok && data.data.createdAt ? data.data.createdAt.toDate() : null;
}
