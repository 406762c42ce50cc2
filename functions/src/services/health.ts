import { getAuth } from 'firebase-admin/auth';
import type { HealthResponse, ServiceCheck } from '../shared/health';
import { within } from '../shared/within';
import { adminApp } from '../lib/admin';
import { HEALTH_REUSE_MS, HEALTH_TIMEOUT_MS } from '../lib/config';
import { errorCode } from '../lib/errors';
import { healthCheckFailed } from '../lib/logs';
import { siteConfigRef } from './site-theme';

type Probe = () => Promise<unknown>;

const probes: Record<string, Probe> = {
  // A real document read: proves the database answers, whether or not the document exists.
  firestore: () => siteConfigRef().get(),
  // Looking up an address that cannot exist proves Auth answers without touching a real account.
  auth: async () => {
    try {
      await getAuth(adminApp()).getUserByEmail('health-probe@example.invalid');
    } catch (error) {
      if (errorCode(error) !== 'auth/user-not-found') throw error;
    }
  },
};

const SERVICE_NAMES: Record<string, string> = { firestore: 'Firestore', auth: 'Authentication' };

async function runProbe(name: string, probe: Probe, timeoutMs: number): Promise<ServiceCheck> {
  const started = performance.now();
  try {
    await within(probe(), timeoutMs, `no answer within ${timeoutMs} ms`);
    return { status: 'healthy', responseTime: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    healthCheckFailed(name, message);
    return {
      status: 'error',
      responseTime: Math.round(performance.now() - started),
      message: `${SERVICE_NAMES[name] ?? name} is not responding`,
    };
  }
}

/** Probes every backing service in parallel; any failing one makes the whole answer an error. */
export async function checkHealth(
  serviceProbes: Record<string, Probe> = probes,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<HealthResponse> {
  const entries = await Promise.all(
    Object.entries(serviceProbes).map(
      async ([name, probe]) => [name, await runProbe(name, probe, timeoutMs)] as const,
    ),
  );
  const services = Object.fromEntries(entries);
  const failing = entries.filter(([, check]) => check.status === 'error');
  const time = new Date().toISOString();
  if (failing.length === 0) return { success: true, status: 'ok', services, time };
  return {
    success: false,
    status: 'error',
    services,
    time,
    message: failing.map(([, check]) => check.message).join('; '),
  };
}

/**
 * `GET /api/health` is public and unauthenticated, so each call must not cost a Firestore read and
 * an Auth lookup: callers in flight together share one probe, and its answer serves everyone for
 * HEALTH_REUSE_MS. Under load this keeps the probes themselves from being what times out.
 */
export function sharedHealthCheck(
  check: () => Promise<HealthResponse> = checkHealth,
  reuseMs = HEALTH_REUSE_MS,
  now: () => number = Date.now,
): () => Promise<HealthResponse> {
  let latest: { at: number; answer: Promise<HealthResponse> } | undefined;
  return () => {
    if (latest && now() - latest.at < reuseMs) return latest.answer;
    const answer = check();
    const entry = { at: now(), answer };
    latest = entry;
    // A check that throws must not be reused: the next caller probes again.
    answer.catch(() => {
      if (latest === entry) latest = undefined;
    });
    return answer;
  };
}

export const currentHealth = sharedHealthCheck();
