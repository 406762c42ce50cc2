import type { Role } from '../../functions/src/shared/roles.js';
import type {
  UserProfile,
  UsernameClaimDocument,
} from '../../functions/src/shared/user-profile.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { SeededRandom } from './seeded-random.js';
import {
  DAY_MS,
  HOUR_MS,
  between,
  madeAtMs,
  stamp,
  times,
  volumeId,
  type ImpliedAudit,
  type VolumeDocument,
} from './volume-context.js';
import {
  COMPANIES,
  person,
  personalEmail,
  plain,
  workEmail,
  type Company,
  type Person,
} from './volume-texts.js';

/** An Auth account the volumes add, with what its profile and username claim hold. */
export interface VolumeUser {
  uid: string;
  email: string;
  username: string;
  displayName: string;
  role: Role;
  emailVerified: boolean;
  disabled: boolean;
  createdAtMs: number;
  lastSignInAtMs: number | null;
  person: Person;
  /** Business accounts' company (their address is on its domain). */
  company: Company | null;
}

export const USER_COUNT = 100;

/**
 * The roles of the added accounts, and how each came by it: chosen when registering (general
 * user, business associate), given in the admin area by an admin, or by the make-admin script.
 */
const ROLE_PLAN: readonly {
  role: Role;
  count: number;
  previous?: Role;
  by?: 'admin' | 'script';
}[] = [
  { role: 'general_user', count: 68 },
  { role: 'business_associate', count: 20 },
  { role: 'business_associate', count: 6, previous: 'general_user', by: 'admin' },
  { role: 'ceo', count: 4, previous: 'business_associate', by: 'admin' },
  { role: 'admin', count: 2, previous: 'general_user', by: 'script' },
];

const USERNAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{2,29}$/;

function usernameFor(random: SeededRandom, who: Person): string {
  const first = plain(who.first);
  const last = plain(who.last);
  return random.pick([
    `${first}.${last}`,
    `${first.charAt(0)}${last}`,
    `${first}_${last.charAt(0)}`,
    `${last}.dev`,
    `${first}${random.int(10, 99)}`,
    `${first.charAt(0).toUpperCase()}${first.slice(1)}${last.charAt(0).toUpperCase()}`,
  ]);
}

interface Accounts {
  users: VolumeUser[];
  documents: VolumeDocument[];
  audits: ImpliedAudit[];
}

/**
 * USER_COUNT accounts made over the last 90 days, each with its `users/{uid}` profile and
 * `usernames/{name}` claim as registration writes them, and the audit entries of the roles an
 * admin or the make-admin script gave.
 */
export function volumeAccounts(random: SeededRandom, nowMs: number): Accounts {
  const taken = {
    emails: new Set<string>(DEMO_ACCOUNTS.map((account) => account.email)),
    names: new Set<string>(DEMO_ACCOUNTS.map((account) => account.username.toLowerCase())),
  };
  const plan = ROLE_PLAN.flatMap((step) => times(step.count, () => step));
  const users: VolumeUser[] = [];
  const documents: VolumeDocument[] = [];
  const audits: ImpliedAudit[] = [];
  for (const [index, step] of random.shuffled(plan).entries()) {
    const business = step.role !== 'general_user';
    let who = person(random);
    let company = business ? random.pick(COMPANIES) : null;
    let email = company ? workEmail(random, who, company) : personalEmail(random, who);
    let username = usernameFor(random, who);
    while (
      taken.emails.has(email) ||
      taken.names.has(username.toLowerCase()) ||
      !USERNAME_PATTERN.test(username)
    ) {
      who = person(random);
      company = business ? random.pick(COMPANIES) : null;
      email = company ? workEmail(random, who, company) : personalEmail(random, who);
      username = usernameFor(random, who);
    }
    taken.emails.add(email);
    taken.names.add(username.toLowerCase());
    const uid = volumeId('user', index);
    const createdAtMs = madeAtMs(random, nowMs, 2 * DAY_MS);
    const user: VolumeUser = {
      uid,
      email,
      username,
      displayName: random.chance(0.85) ? who.name : username,
      role: step.role,
      emailVerified: random.chance(0.9),
      disabled: random.chance(0.03),
      createdAtMs,
      lastSignInAtMs: random.chance(0.92) ? between(random, createdAtMs, nowMs - HOUR_MS) : null,
      person: who,
      company,
    };
    users.push(user);
    const changedAtMs = step.by ? between(random, createdAtMs + HOUR_MS, nowMs - HOUR_MS) : null;
    const profile: UserProfile = {
      username,
      usernameLower: username.toLowerCase(),
      email,
      displayName: user.displayName,
      role: step.role,
      twoFactorEnabled: false,
      createdAt: stamp(createdAtMs),
      // An admin's role change stamps the profile; the make-admin script does not.
      ...(step.by === 'admin' && changedAtMs !== null ? { updatedAt: stamp(changedAtMs) } : {}),
    };
    const claim: UsernameClaimDocument = { uid, createdAt: stamp(createdAtMs) };
    documents.push(
      { path: `users/${uid}`, data: profile },
      { path: `usernames/${username.toLowerCase()}`, data: claim },
    );
    if (step.by && step.previous && changedAtMs !== null) {
      audits.push({
        atMs: changedAtMs,
        entry:
          step.by === 'admin'
            ? {
                action: 'setRole',
                targetUid: uid,
                role: step.role,
                previousRole: step.previous,
                actorUid: 'demo-admin',
              }
            : { action: 'setRole', targetUid: uid, role: step.role, actor: 'make-admin script' },
      });
    }
  }
  return { users, documents, audits };
}
