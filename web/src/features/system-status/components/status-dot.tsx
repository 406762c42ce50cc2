import type { ServiceStatus } from '../health-checks';

/** The coloured dot of a status (grey while none is known): system-status.css. */
export function StatusDot({ status }: { status: ServiceStatus | null }) {
  return <span aria-hidden className={`status-dot status-dot--${status ?? 'unknown'}`} />;
}
