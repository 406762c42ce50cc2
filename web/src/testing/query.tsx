import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '@/lib/query/client';

/** The app's client with its rules, fresh: nothing is shared with another test. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient();
}

// One cache per test, like one page: a test that renders twice (an earlier visit, then offline)
// shares it; src/testing/setup.ts starts a new one after each test.
let current = createTestQueryClient();

export function resetTestQueryClient(): void {
  current.clear();
  current = createTestQueryClient();
}

/** Renders `ui` with the test's query cache (or `client`), as the MUI scope provides one in the app. */
export function renderWithQuery(
  ui: ReactElement,
  { client = current, ...options }: RenderOptions & { client?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper, ...options }) };
}
