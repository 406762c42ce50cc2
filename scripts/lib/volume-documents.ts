import {
  DEFAULT_AVAILABILITY_SETTINGS,
  type AvailabilitySettings,
} from '../../functions/src/shared/availability.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seededRandom, type SeededRandom } from './seeded-random.js';
import { volumeAccounts, type VolumeUser } from './volume-accounts.js';
import { VolumeCalendar } from './volume-calendar.js';
import { volumeAuditLog } from './volume-audit.js';
import type { VolumeDocument } from './volume-context.js';
import { volumeContactMessages, volumeInquiries } from './volume-inbox.js';
import {
  DEMO_ASSOCIATE_BOOKINGS,
  DEMO_ASSOCIATE_MEETINGS,
  DEMO_USER_BOOKINGS,
  DEMO_USER_MEETINGS,
  volumeScheduling,
  type Requester,
} from './volume-scheduling.js';
import { volumeEndorsements, volumeSubscribers } from './volume-submissions.js';
import { COMPANIES, person, personalEmail, workEmail } from './volume-texts.js';

const SEED = 20_260_331;

export interface VolumeOptions {
  /** The owner's availability settings: sessions are placed where they allow. */
  settings?: AvailabilitySettings;
  /** Cells other holders claim now: upcoming sessions are never placed on them. */
  claimedByOthers?: ReadonlySet<string>;
}

export interface Volumes {
  documents: VolumeDocument[];
  users: VolumeUser[];
}

const ADMIN_UID = 'demo-admin';

function demoRequester(uid: string, company: string | null): Requester {
  const account = DEMO_ACCOUNTS.find((item) => item.uid === uid);
  if (!account) throw new Error(`No demo account ${uid}.`);
  const { displayName: name, email } = account;
  return { uid, name, email, accountEmail: email, company };
}

/** An account as it fills in a form: its name, its address (or now and then another of its own). */
function requesterOf(random: SeededRandom, user: VolumeUser): Requester {
  const typed =
    user.company && random.chance(0.2) ? personalEmail(random, user.person) : user.email;
  return {
    uid: user.uid,
    name: user.person.name,
    email: typed,
    accountEmail: user.email,
    company: user.company?.name ?? null,
  };
}

/** Someone booking without an account. */
function stranger(random: SeededRandom): Requester {
  const who = person(random);
  const company = random.chance(0.5) ? random.pick(COMPANIES) : null;
  return {
    uid: null,
    name: who.name,
    email: company ? workEmail(random, who, company) : personalEmail(random, who),
    accountEmail: null,
    company: company?.name ?? null,
  };
}

/**
 * Every document of the benchmark's volumes, and the accounts to import, for `now`: the same ids
 * and the same content on every run at the same `now` (dates move with it). Pure: nothing is read
 * or written here.
 */
export function volumeDocuments(now: Date, options: VolumeOptions = {}): Volumes {
  const nowMs = now.getTime();
  const settings = options.settings ?? DEFAULT_AVAILABILITY_SETTINGS;
  // One generator per kind of record, so each kind comes out the same whatever `now` does to
  // the others (where sessions land on the calendar depends on the day).
  const random = (stream: number): SeededRandom => seededRandom(SEED + stream);
  const accounts = volumeAccounts(random(1), nowMs);
  const verified = accounts.users.filter((user) => user.emailVerified && !user.disabled);
  const people = random(2);
  const scheduling = volumeScheduling(random(3), {
    settings,
    nowMs,
    calendar: new VolumeCalendar(settings, nowMs, random(4), options.claimedByOthers),
    demoUser: demoRequester('demo-general-user', null),
    demoAssociate: demoRequester('demo-business-associate', 'Acme Ventures'),
    accounts: verified.map((user) => requesterOf(people, user)),
    stranger: () => stranger(people),
    adminUid: ADMIN_UID,
  });
  return {
    users: accounts.users,
    documents: [
      ...accounts.documents,
      ...volumeContactMessages(random(5), nowMs),
      ...volumeInquiries(random(6), nowMs),
      ...scheduling.documents,
      ...volumeEndorsements(random(7), nowMs),
      ...volumeSubscribers(random(8), nowMs),
      ...volumeAuditLog(random(9), nowMs, {
        implied: [...accounts.audits, ...scheduling.audits],
        users: accounts.users,
        adminUid: ADMIN_UID,
      }),
    ],
  };
}

/** What each collection's documents are, as the seeding reports them. */
const COUNTED: readonly (readonly [collection: string, what: string])[] = [
  ['contactMessages', 'contact messages'],
  ['inquiries', 'project inquiries'],
  ['meetingRequests', 'meeting requests'],
  ['bookings', 'bookings'],
  ['payments', 'payments'],
  ['slotLocks', 'slot locks of upcoming sessions'],
  ['endorsements', 'endorsements awaiting review'],
  ['newsletterSubscribers', 'newsletter subscribers'],
  ['auditLog', 'audit-log entries'],
];

/** How many of each the volumes hold, the accounts and the demo accounts' own included. */
export function volumeCounts({ documents, users }: Volumes): Record<string, number> {
  const byCollection = new Map<string, number>();
  for (const { path } of documents) {
    const collection = path.split('/')[0] ?? '';
    byCollection.set(collection, (byCollection.get(collection) ?? 0) + 1);
  }
  return {
    ...Object.fromEntries(
      COUNTED.map(([collection, what]) => [what, byCollection.get(collection) ?? 0]),
    ),
    'user accounts': users.length,
    "demo-user's meeting requests": DEMO_USER_MEETINGS.length,
    "demo-user's bookings": DEMO_USER_BOOKINGS.length,
    "demo-associate's meeting requests": DEMO_ASSOCIATE_MEETINGS.length,
    "demo-associate's bookings": DEMO_ASSOCIATE_BOOKINGS.length,
  };
}
