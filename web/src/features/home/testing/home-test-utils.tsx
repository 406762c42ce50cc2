import { screen } from '@testing-library/react';
import type { SessionState } from '@/lib/session';
import { useLocation } from 'react-router-dom';

export const SIGNED_OUT: SessionState = { status: 'signed-out' };

export const SIGNED_IN: SessionState = {
  status: 'signed-in',
  user: {
    uid: 'u1',
    username: 'visitor',
    email: 'visitor@example.com',
    displayName: 'Visitor',
    role: 'general_user',
    isAdmin: false,
    emailVerified: true,
    twoFactorEnabled: false,
  },
};

/** Shows where the in-memory router is now, for the tests to read. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location" data-pathname={pathname} />;
}

export function currentPath(): string | undefined {
  return screen.getByTestId('location').dataset.pathname;
}

/** A fresh JSON response each call: a Response body can be read only once. */
export function jsonResponse(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
