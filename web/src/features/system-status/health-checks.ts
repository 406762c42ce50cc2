/** "Health row" and §4 "System status". */
export type ServiceStatus = 'healthy' | 'warning' | 'error';

export interface HealthRow {
  service: string;
  status: ServiceStatus;
  /** ISO time the check finished. */
  lastCheck: string;
  /** Milliseconds; 0 for services reported without a call. */
  responseTime: number;
  /** Why a row was decided without the network (for example "signed out"). */
  note?: string;
}

export type FetchImpl = (input: string, init: RequestInit) => Promise<Response>;

/** A check slower than this still worked, but is worth a warning. */
export const SLOW_CHECK_MS = 2000;
/** A hung endpoint must not keep the widget on "checking" forever. */
export const CHECK_TIMEOUT_MS = 5000;

interface NetworkCheck {
  service: string;
  url: string;
  /** `/api/user` answers 401 to visitors: the service is up, nobody is signed in. */
  unauthorizedIsHealthy?: boolean;
}

const API_CHECK: NetworkCheck = { service: 'API Server', url: '/api/health' };
const AUTH_CHECK: NetworkCheck = {
  service: 'Authentication',
  url: '/api/user',
  unauthorizedIsHealthy: true,
};
const OTHER_CHECKS: readonly NetworkCheck[] = [
  { service: 'Availability', url: '/api/availability' },
  { service: 'Endorsements', url: '/api/endorsements' },
];

/** These are reported healthy without any call. */
const ASSUMED_HEALTHY: readonly string[] = ['Quinn AI', 'Email System', 'VR Manager'];

/** Error if any error, healthy if all healthy, otherwise warning. */
export function overallStatus(rows: readonly HealthRow[]): ServiceStatus {
  if (rows.some((row) => row.status === 'error')) return 'error';
  if (rows.every((row) => row.status === 'healthy')) return 'healthy';
  return 'warning';
}

const SUMMARIES: Record<ServiceStatus, string> = {
  healthy: 'All Systems Operational',
  warning: 'Some Issues Detected',
  error: 'Critical Issues',
};

export const summaryText = (status: ServiceStatus): string => SUMMARIES[status];

/** A row reported healthy without a call, stamped `at` (epoch milliseconds). */
const assumedRow = (service: string, at: number, note?: string): HealthRow => ({
  service,
  status: 'healthy',
  lastCheck: new Date(at).toISOString(),
  responseTime: 0,
  note,
});

async function runNetworkCheck(
  check: NetworkCheck,
  fetchImpl: FetchImpl,
  now: () => number,
  signal: AbortSignal | undefined,
): Promise<HealthRow> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  // AbortSignal.any is too new to rely on, so the caller's cancel is forwarded by hand.
  const forwardAbort = (): void => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const started = now();
  let status: ServiceStatus;
  try {
    const response = await fetchImpl(check.url, {
      method: 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
    const ok = response.ok || (check.unauthorizedIsHealthy === true && response.status === 401);
    status = !ok ? 'error' : now() - started > SLOW_CHECK_MS ? 'warning' : 'healthy';
  } catch {
    // Network failure, timeout or cancel: the service could not be reached.
    status = 'error';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
  const finished = now();
  return {
    service: check.service,
    status,
    lastCheck: new Date(finished).toISOString(),
    responseTime: Math.max(0, Math.round(finished - started)),
  };
}

/**
 * Runs every check in parallel and returns one row per service, in a stable order.
 * `now` is a wall clock in epoch milliseconds (it times the calls and stamps `lastCheck`).
 *
 * Our refinement: a signed-out visitor's `/api/user` would answer 401 on every poll, which the
 * browser logs as a console error. The session store already knows the answer, so the check is
 * reported healthy from it without a request.
 */
export async function runHealthChecks(
  fetchImpl: FetchImpl,
  now: () => number,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<HealthRow[]> {
  const check = (network: NetworkCheck): Promise<HealthRow> =>
    runNetworkCheck(network, fetchImpl, now, signal);
  const networkRows = await Promise.all([
    check(API_CHECK),
    signedIn ? check(AUTH_CHECK) : assumedRow(AUTH_CHECK.service, now(), 'signed out'),
    ...OTHER_CHECKS.map(check),
  ]);
  const checkedAt = now();
  return [...networkRows, ...ASSUMED_HEALTHY.map((service) => assumedRow(service, checkedAt))];
}
