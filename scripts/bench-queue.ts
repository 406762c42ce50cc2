import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { launchChromium } from './lib/browser.js';
import { startFaultProxy, type FaultProxy } from './lib/fault-proxy.js';
import { percentile } from './lib/load.js';
import { runBenchmark, withBuiltStack } from './lib/bench-stack.js';
import type { Stack } from './lib/stack.js';

/**
 * `npm run bench:queue`: the offline queue under chaos. A real Chromium with the real service
 * worker sends SUBMISSIONS contact messages to the real API on the emulators through a proxy that
 * cuts the network at random, loses answers after the server stored the message, answers 500, 503
 * and 429 with Retry-After, while the worker is stopped now and then (mid-replay). Then the network
 * stays up until the queue drains. Every message carries its run and number, so Firestore says what
 * arrived: it prints submitted, delivered, duplicates, lost, needs attention, the time to drain and
 * the p95 time from a reconnect to delivery, and exits 1 unless lost and duplicates are 0.
 */
const SUBMISSIONS = 1000;
const CONCURRENCY = 8;
const FAULT_RATE = 0.3;
const DRAIN_LIMIT_MS = 5 * 60_000;
const RUN = randomUUID().slice(0, 8);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);

/** What the page got for one submission: delivered at once, or queued under an id. */
type Sent = { status: 'sent' } | { status: 'queued'; id: string };

/**
 * One submission as the contact form makes it (its Idempotency-Key kept across retries). An answer
 * that is neither delivered nor queued is what a visitor sees as an error: they press Send again.
 */
function submit(page: Page, index: number): Promise<Sent> {
  return page.evaluate(
    async ({ index, run, key }) => {
      const body = JSON.stringify({
        name: 'Queue Bench',
        email: `queue-${run}-${index}@example.org`,
        subject: `bench-queue ${run} ${index}`,
        message: `Message ${index} of the offline queue benchmark.`,
      });
      for (;;) {
        try {
          const response = await fetch('/api/contact', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body,
          });
          if (response.status === 202) {
            const answer: unknown = await response.json();
            if (typeof answer === 'object' && answer !== null && 'id' in answer)
              return { status: 'queued' as const, id: String(answer.id) };
          }
          if (response.ok) return { status: 'sent' as const };
        } catch {
          // The worker was stopped mid-request: Send again.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    { index, run: RUN, key: randomUUID() },
  );
}

/** Records in the page when each queued entry is delivered (the worker's broadcast). */
const RECORD_DELIVERIES = `(() => {
  window.__delivered = {};
  const channel = new BroadcastChannel('offline-queue');
  channel.onmessage = (event) => {
    if (event.data && event.data.type === 'delivered') window.__delivered[event.data.id] = Date.now();
  };
})();`;

declare global {
  interface Window {
    __delivered?: Record<string, number>;
  }
}

const askReplay = (page: Page) =>
  page
    .evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_QUEUE' }))
    .catch(() => undefined);

/** Entries still in the queue, by state. */
const queueStates = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('offline-queue');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('entries')) return [];
    return new Promise<string[]>((resolve) => {
      const read = db.transaction('entries').objectStore('entries').getAll();
      read.onsuccess = () =>
        resolve(
          read.result.map((entry: unknown) =>
            typeof entry === 'object' && entry !== null && 'state' in entry
              ? String(entry.state)
              : 'unreadable',
          ),
        );
    });
  });

const listingSchema = z.object({
  documents: z
    .array(
      z.object({
        fields: z.object({ subject: z.object({ stringValue: z.string() }).optional() }),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

/** The subjects of every contact message the emulator's Firestore holds. */
async function storedSubjects(stack: Stack): Promise<string[]> {
  const host = stack.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const base = `http://${host}/v1/projects/${stack.config.projectId}/databases/(default)/documents/contactMessages`;
  const subjects: string[] = [];
  let pageToken = '';
  do {
    const response = await fetch(
      `${base}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`,
      {
        headers: { Authorization: 'Bearer owner' },
      },
    );
    const page = listingSchema.parse(await response.json());
    for (const document of page.documents ?? []) {
      const subject = document.fields.subject?.stringValue;
      if (subject !== undefined) subjects.push(subject);
    }
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return subjects;
}

/** Offline spells and worker stops until `stop` is called; returns every reconnect time. */
function chaos(proxy: FaultProxy, page: Page): { stop: () => Promise<number[]> } {
  const reconnects: number[] = [];
  let running = true;
  const loop = (async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    let nextStop = Date.now() + between(2000, 5000);
    while (running) {
      await sleep(between(300, 1500));
      if (Math.random() < 0.3) {
        proxy.setOffline(true);
        await sleep(between(500, 2000));
        proxy.setOffline(false);
        reconnects.push(Date.now());
        await askReplay(page);
      }
      if (Date.now() > nextStop) {
        // A worker restart, whatever it was doing (a replay included).
        await cdp.send('ServiceWorker.stopAllWorkers').catch(() => undefined);
        nextStop = Date.now() + between(2000, 5000);
      }
    }
    proxy.setOffline(false);
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return reconnects;
    },
  };
}

async function measure(stack: Stack): Promise<void> {
  const proxy = await startFaultProxy(stack.url, {
    faultyPath: '/api/contact',
    faultRate: FAULT_RATE,
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: proxy.origin });
    await context.addInitScript({ content: "localStorage.setItem('hasSeenIntro', 'true')" });
    await context.addInitScript({ content: RECORD_DELIVERIES });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });

    console.log(`Sending ${SUBMISSIONS} contact messages through faults (run ${RUN})…`);
    const started = Date.now();
    const turmoil = chaos(proxy, page);
    const results: Sent[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SUBMISSIONS) {
          const index = next++;
          results[index] = await submit(page, index);
        }
      }),
    );
    const reconnects = await turmoil.stop();
    const calm = Date.now();
    reconnects.push(calm);

    console.log('Network steady; waiting for the queue to drain…');
    let remaining: string[] = [];
    for (;;) {
      await askReplay(page);
      await sleep(1000);
      remaining = await queueStates(page);
      if (remaining.every((state) => state === 'attention')) break;
      if (Date.now() - calm > DRAIN_LIMIT_MS) break;
    }
    const drainedMs = Date.now() - calm;
    const delivered = await page.evaluate(() => window.__delivered ?? {});

    const subjects = (await storedSubjects(stack)).filter((subject) =>
      subject.startsWith(`bench-queue ${RUN} `),
    );
    const unique = new Set(subjects);
    const attention = remaining.filter((state) => state === 'attention').length;
    const stillQueued = remaining.length - attention;
    const lost = SUBMISSIONS - unique.size - attention;
    const duplicates = subjects.length - unique.size;
    const queued = results.filter((result) => result.status === 'queued');
    const waits = queued.flatMap((result) => {
      if (result.status !== 'queued') return [];
      const at = delivered[result.id];
      if (at === undefined) return [];
      const reconnect = Math.max(started, ...reconnects.filter((time) => time <= at));
      return [at - reconnect];
    });

    console.log('');
    console.log(
      `submitted:        ${SUBMISSIONS} (${SUBMISSIONS - queued.length} answered at once, ${queued.length} queued)`,
    );
    console.log(`delivered:        ${unique.size}`);
    console.log(`duplicates:       ${duplicates}`);
    console.log(`lost:             ${lost}${stillQueued ? ` (${stillQueued} still queued)` : ''}`);
    console.log(`needs attention:  ${attention}`);
    console.log(`time to drain:    ${(drainedMs / 1000).toFixed(1)} s after the network steadied`);
    console.log(
      `reconnect → delivery, p95: ${waits.length ? `${percentile(waits, 95).toFixed(0)} ms over ${waits.length} queued deliveries` : 'n/a'}`,
    );
    console.log(
      `sending took:     ${((calm - started) / 1000).toFixed(1)} s, ${reconnects.length - 1} reconnects`,
    );
    console.log(`faults injected on POST /api/contact: ${JSON.stringify(proxy.counts)}`);
    const met = lost === 0 && duplicates === 0;
    console.log(`\n${met ? 'met ' : 'MISS'}  lost = 0 and duplicates = 0`);
    if (!met) process.exitCode = 1;
    await proxy.close();
  } finally {
    await browser.close();
  }
}

runBenchmark(() => withBuiltStack(measure));
