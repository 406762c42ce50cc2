import type { ReactNode } from 'react';
import { Alert } from '@/components/plain/alert';
import { Button } from '@/components/plain/button';
import { errorMessage } from '@/lib/error-message';

/**
 * Why something could not load, with Try again. Plain markup (the kit's Alert): it shows where a
 * list failed, on plain pages as well.
 */
export function RetryAlert({
  severity,
  onRetry,
  children,
}: {
  severity: 'error' | 'warning';
  onRetry: () => void;
  children: ReactNode;
}) {
  const retry = (
    <Button size="small" color="inherit" onClick={onRetry}>
      Try again
    </Button>
  );
  return (
    <Alert severity={severity} action={retry}>
      {children}
    </Alert>
  );
}

/** A read that failed: what went wrong, with Try again. */
export function FailedRead({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <RetryAlert severity="error" onRetry={onRetry}>
      {errorMessage(error)}
    </RetryAlert>
  );
}
