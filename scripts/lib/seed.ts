import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  FieldValue,
  Timestamp,
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { DEFAULT_AVAILABILITY_SETTINGS } from '../../functions/src/shared/availability.js';
import { hashedId } from '../../functions/src/lib/hashing.js';
import type { SubscriberDocument } from '../../functions/src/shared/newsletter.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/** Seeds the emulators of `projectId`, whose hosts `env` adds to the process's environment. */
export type Seeder<T> = (projectId: string, env?: Record<string, string>) => Promise<T>;

/**
 * A seeder running `seed` with an Admin SDK app of its own (named `name-…`), deleted afterwards.
 * It refuses to run unless both emulator hosts are set, so it can never touch a real project.
 */
export function emulatorSeeder<T>(name: string, seed: (app: App) => Promise<T>): Seeder<T> {
  return async (projectId, env = {}) => {
    Object.assign(process.env, env);
    if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        'Seeding runs against the emulators only (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST).',
      );
    }
    const app = initializeApp({ projectId }, `${name}-${Date.now()}`);
    try {
      return await seed(app);
    } finally {
      await deleteApp(app);
    }
  };
}

/**
 * Seeds the emulators idempotently: demo accounts with their role claims, the site config, the
 * owner's availability settings and a few newsletter subscribers.
 */
export const seedEmulators: Seeder<void> = emulatorSeeder('seed', async (app) => {
  const auth = getAuth(app);
  const db = getFirestore(app);
  for (const account of DEMO_ACCOUNTS) {
    const exists = await auth.getUser(account.uid).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
      });
    }
    const claims =
      account.role === 'admin' ? { role: account.role, admin: true } : { role: account.role };
    await auth.setCustomUserClaims(account.uid, claims);
    await db.doc(`users/${account.uid}`).set(
      {
        username: account.username,
        usernameLower: account.username.toLowerCase(),
        email: account.email,
        displayName: account.displayName,
        role: account.role,
        twoFactorEnabled: false,
        createdAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    await db.doc(`usernames/${account.username.toLowerCase()}`).set({ uid: account.uid });
  }
  await seedTheme(db);
  await seedSubmissions(db);
  await createUnlessPresent(db.doc('availability/settings'), DEFAULT_AVAILABILITY_SETTINGS);
  for (const [index, subscriber] of demoSubscribers().entries()) {
    // Stored as the newsletter stores an address: under the hash of its lower-case form.
    const id = hashedId(subscriber.email.toLowerCase());
    await createUnlessPresent(db.doc(`newsletterSubscribers/${id}`), {
      ...subscriber,
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1 + index * 3, 9)),
    });
  }
});

/**
 * The demo's theme, published as version 1 of the `theme` document by the demo admin (as the
 * editor at /admin-content would), so the demo follows the device's light or dark setting where
 * the built-in theme is dark. Left alone once there: a re-seed never undoes the owner's edits.
 */
async function seedTheme(db: Firestore): Promise<void> {
  const publishedBy = DEMO_ACCOUNTS.find((account) => account.role === 'admin')?.uid ?? 'seed';
  const record = {
    version: 1,
    content: {
      theme: { variant: 'professional', primary: '#2563eb', appearance: 'system', radius: 0.75 },
    },
    publishedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1, 9)),
    publishedBy,
  };
  if (!(await createUnlessPresent(db.doc('content/theme'), record))) return;
  await createUnlessPresent(db.doc('content/theme/versions/1'), {
    ...record,
    basedOn: 0,
    revertOf: null,
    changed: ['theme.appearance'],
    changedCount: 1,
  });
}

const uidOf = (role: string): string => {
  const account = DEMO_ACCOUNTS.find((each) => each.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}.`);
  return account.uid;
};

/**
 * What the demo accounts sent through the site's forms while signed in, so their dashboards show
 * each state: the user's message (read by the owner), inquiry (not yet) and endorsement (to
 * review); the associate's inquiry about a project. Stored as the API stores them.
 */
async function seedSubmissions(db: Firestore): Promise<void> {
  const user = uidOf('general_user');
  const associate = uidOf('business_associate');
  const at = (day: number) => Timestamp.fromMillis(Date.UTC(2026, 10, day, 10));
  const inbox = (uid: string, day: number, read: boolean) => ({
    status: 'new',
    read,
    readAt: read ? at(day + 1) : null,
    uid,
    requestHash: `demo-${uid}-${day}`,
    createdAt: at(day),
  });
  await createUnlessPresent(db.doc('contactMessages/demo-user-message'), {
    name: 'Demo User',
    email: 'user@example.com',
    subject: 'Speaking at our meetup',
    message: 'Would you give a talk on AI architecture at our March meetup?',
    ...inbox(user, 20, true),
  });
  await createUnlessPresent(db.doc('inquiries/demo-user-inquiry'), {
    category: 'web-development',
    title: 'Portfolio site for a design studio',
    description: 'A fast, accessible site with a booking page.',
    contactEmail: 'user@example.com',
    urgency: 'medium',
    ...inbox(user, 24, false),
  });
  await createUnlessPresent(db.doc('inquiries/demo-associate-inquiry'), {
    category: 'ai-development',
    title: 'Due-diligence assistant for our fund',
    description: 'An assistant that reads data rooms and drafts first memos.',
    contactEmail: 'associate@acme-ventures.example',
    urgency: 'high',
    ...inbox(associate, 18, true),
  });
  if (
    await createUnlessPresent(db.doc('endorsements/demo-user-endorsement'), {
      name: 'Demo User',
      skill: 'Technical Leadership',
      relation: 'colleague',
      status: 'pending',
      requestHash: `demo-${user}-endorsement`,
      createdAt: at(26),
    })
  )
    await createUnlessPresent(db.doc('endorsementsPrivate/demo-user-endorsement'), {
      email: 'user@example.com',
      uid: user,
    });
}

/** Readers of the newsletter, one of every kind the admin area lists. */
function demoSubscribers(): Omit<SubscriberDocument, 'createdAt'>[] {
  const day = (date: number) => Timestamp.fromMillis(Date.UTC(2026, 10, date, 9));
  const names = ['ada', 'grace', 'linus', 'margaret', 'alan', 'barbara', 'ken', 'radia'];
  return names.map((name, index) => {
    const email = `${name}@readers.example.com`;
    if (index === 3)
      return {
        email,
        status: 'unsubscribed',
        source: 'footer',
        subscribedAt: day(1 + index * 3),
        unsubscribedAt: day(2 + index * 3),
      };
    if (index === 6) return { email, status: 'spam' };
    return {
      email,
      status: 'subscribed',
      source: index % 2 ? 'card' : 'footer',
      subscribedAt: day(1 + index * 3),
    };
  });
}

/** gRPC's ALREADY_EXISTS: what `create()` fails with when the document is there. */
const ALREADY_EXISTS = 6;

/**
 * Writes `data` only where no document is: an owner's edits (made in the admin area) survive every
 * later `npm start`. `create()` checks and writes in one step.
 */
/** Creates the document unless it exists; whether it did. */
async function createUnlessPresent(ref: DocumentReference, data: DocumentData): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code !== ALREADY_EXISTS) throw error;
    return false;
  }
}
