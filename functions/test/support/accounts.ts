import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { z } from 'zod';
import { totpAt, currentStep } from '../../src/lib/totp';
import { ApiClient } from './api';
import { deliveredMail, type Delivered } from './mail-extension';
import { exchangeCustomToken } from './browser-session';
import { projectId } from './emulators';

/** Admin SDK on the emulators, for setting up and inspecting what the API did. */
export function admin() {
  const app = getApps()[0] ?? initializeApp({ projectId: projectId() });
  return { auth: getAuth(app), db: getFirestore(app) };
}

export const PASSWORD = 'Sturdy-Pass1';

export function uniqueName(prefix = 'user'): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET';
  oobCode: string;
}

/** The newest action code the Auth emulator issued for an address. */
export async function latestOobCode(email: string, type: OobCode['requestType']): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId()}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const match = oobCodes.filter((code) => code.email === email && code.requestType === type).at(-1);
  if (!match) throw new Error(`No ${type} code for ${email}`);
  return match.oobCode;
}

/** A queued mail document, as the Trigger Email extension reads it. */
export interface MailDoc {
  to: string | string[];
  replyTo?: string;
  headers?: Record<string, string>;
  message: { subject: string; text: string; html?: string; attachments?: Delivered['attachments'] };
}

/**
 * The mails queued for an address, read as the mail extension reads them: a test fails on any
 * field of a mail the extension would drop.
 */
export async function mailTo(email: string): Promise<MailDoc[]> {
  const snapshot = await admin().db.collection('mail').where('to', '==', email).get();
  return snapshot.docs.map((doc) => {
    const {
      to,
      replyTo,
      headers,
      subject,
      text = '',
      html,
      attachments,
    } = deliveredMail(doc.data());
    return { to, replyTo, headers, message: { subject, text, html, attachments } };
  });
}

/** The link our mail carries to one of our pages, e.g. `/verify-email?oobCode=…`. */
export function linkIn(mail: MailDoc, page: string): URL {
  const match = new RegExp(`https?://[^\\s"]+${page}\\?oobCode=[^\\s"<]+`).exec(mail.message.text);
  if (!match) throw new Error(`No ${page} link in "${mail.message.subject}"`);
  return new URL(match[0]);
}

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  uid: string;
}

/** Registers through the API and verifies through the emailed link, as a person would. */
export async function registerVerified(
  client: ApiClient,
  role: 'general_user' | 'business_associate' = 'general_user',
): Promise<TestAccount> {
  const username = uniqueName();
  const email = `${username}@${role === 'business_associate' ? 'acme-labs.example' : 'example.org'}`;
  const registered = await client.post('/api/register', {
    username,
    email,
    password: PASSWORD,
    role,
  });
  expect(registered.status).toBe(201);
  const [mail] = await mailTo(email);
  const code = linkIn(mail as MailDoc, '/verify-email').searchParams.get('oobCode');
  const verified = await client.post('/api/verify-email', { code });
  expect(verified.status).toBe(200);
  const user = await admin().auth.getUserByEmail(email);
  return { username, email, password: PASSWORD, uid: user.uid };
}

export async function signIn(client: ApiClient, account: TestAccount): Promise<void> {
  const answer = await client.post('/api/login', {
    username: account.username,
    password: account.password,
  });
  expect(answer.status, answer.text).toBe(200);
  expect(client.cookie).toBeDefined();
}

/** A valid TOTP code for a secret, `offset` steps from now. */
export function totpNow(secret: string, offset = 0): string {
  return totpAt(secret, currentStep(Date.now()) + offset);
}

/**
 * The Firebase ID token a browser holds once signed in: a sign-in through our API (by email),
 * then its custom token exchanged at the Auth emulator, so the token names its live session.
 */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const answer = await new ApiClient().post('/api/login', { username: email, password });
  const customToken = z.object({ customToken: z.string() }).safeParse(answer.body)
    .data?.customToken;
  if (!customToken) throw new Error(`Could not sign in ${email}: ${answer.status} ${answer.text}`);
  return exchangeCustomToken(customToken);
}

/** Calls an HTTPS callable on the Functions emulator the way the Firebase SDK does. */
export async function callCallable(
  name: string,
  data: unknown,
  idToken?: string,
): Promise<{
  status: number;
  result?: Record<string, unknown>;
  error?: { status: string; message: string };
}> {
  const response = await fetch(`http://127.0.0.1:5001/${projectId()}/europe-west2/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: Record<string, unknown>;
    error?: { status: string; message: string };
  };
  return { status: response.status, ...body };
}

/** An admin account, promoted the way `npm run make-admin` promotes the first one. */
export async function registerAdmin(client: ApiClient): Promise<TestAccount> {
  const account = await registerVerified(client);
  await admin().auth.setCustomUserClaims(account.uid, { role: 'admin', admin: true });
  return account;
}
