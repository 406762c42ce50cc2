import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './client';
import { keepAnswersOffline } from './persister';

keepAnswersOffline(queryClient);

/**
 * The page's query cache, provided around every part drawn with MUI and every plain part that
 * reads (src/lib/start/part.tsx), so TanStack Query arrives with the first of them and never with
 * the first load of `/` or `/auth`. The client is one for the page, so
 * every provider shares it.
 */
export function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
