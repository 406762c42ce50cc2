import { Button, ButtonLink } from '@/components/plain/button';
import './error-fallback.css';

interface ErrorFallbackProps {
  /** What went wrong, in words a person can read; the generic text when unknown. */
  detail?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/**
 * The render-failure screen: the apology, a Try again, and a way home that always works.
 * Plain markup (error-fallback.css): it must show even when the code of MUI failed to load.
 */
export function ErrorFallback({ detail, onRetry }: ErrorFallbackProps) {
  return (
    <main role="alert" className="error-fallback">
      <div>
        <h1>Something went wrong</h1>
        <p>We&apos;re sorry, but there was an error loading this page.</p>
        <p className="error-fallback__detail">{detail || 'An unexpected error occurred'}</p>
        <div className="error-fallback__actions">
          {onRetry && (
            <Button variant="outlined" onClick={onRetry}>
              Try again
            </Button>
          )}
          {/* A plain link: it reloads the app, which is what recovers from a broken render. */}
          <ButtonLink variant="contained" href="/">
            Return Home
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
