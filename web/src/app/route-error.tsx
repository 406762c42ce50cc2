import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/ui/error-fallback';

/** Router-level fallback: a page that throws while rendering or loading lands here. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorFallback detail={detail} onRetry={() => void navigate(0)} />;
}
