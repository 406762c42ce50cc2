import type { Page } from 'playwright-core';
import { z } from 'zod';

/**
 * The user's unlocks as the Firestore emulator holds them (`Bearer owner` reads past the rules,
 * never through the page), and as the page keeps them in local storage.
 */

const firestore = () => `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-portfolio';

const listedSchema = z.object({
  documents: z
    .array(
      z.object({
        name: z.string(),
        fields: z.object({ unlockedAt: z.object({ timestampValue: z.string() }) }),
      }),
    )
    .default([]),
});

/** Id → `unlockedAt` of every stored unlock of `uid`. */
export async function storedUnlocks(uid: string): Promise<Map<string, string>> {
  const response = await fetch(
    `${firestore()}/v1/projects/${project()}/databases/(default)/documents/users/${uid}/achievements?pageSize=100`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const listed = listedSchema.parse(await response.json());
  return new Map(
    listed.documents.map((doc) => [
      doc.name.split('/').at(-1) ?? '',
      doc.fields.unlockedAt.timestampValue,
    ]),
  );
}

const localSchema = z.object({
  users: z.record(
    z.string(),
    z.object({
      achievements: z.array(
        z.object({ id: z.string(), date: z.string(), pendingSync: z.boolean().optional() }),
      ),
    }),
  ),
});

export interface LocalUnlock {
  date: string;
  pendingSync: boolean;
}

/** Id → what the page's local storage holds for `uid`. */
export async function localUnlocks(page: Page, uid: string): Promise<Map<string, LocalUnlock>> {
  const raw = await page.evaluate(() => localStorage.getItem('portfolio-achievements'));
  if (raw === null) return new Map();
  const stored = localSchema.parse(JSON.parse(raw)).users[uid]?.achievements ?? [];
  return new Map(
    stored.map((entry) => [
      entry.id,
      { date: entry.date, pendingSync: entry.pendingSync === true },
    ]),
  );
}

/** The signed-in user's uid, as the page's session knows it. */
export async function signedInUid(page: Page): Promise<string> {
  const body: unknown = await page.evaluate(async () => (await fetch('/api/user')).json());
  return z.object({ user: z.object({ uid: z.string() }) }).parse(body).user.uid;
}

/** Switches the page's theme to `mode` with the header's toggle (as a visitor does). */
export async function switchThemeTo(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${mode} theme` });
  const switched = page.getByRole('button', {
    name: `Switch to ${mode === 'dark' ? 'light' : 'dark'} theme`,
  });
  // Whichever the header shows, once it shows one.
  await toggle.or(switched).first().waitFor();
  if (await toggle.count()) await toggle.click();
  await switched.waitFor();
}

/** Polls `read` until `done` holds (or fails after `timeoutMs`). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Still not there after ${timeoutMs} ms: ${JSON.stringify(value, (_key, item: unknown) => (item instanceof Map ? [...item] : item))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
