import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FirebaseSession } from './firebase-session';

// The Firebase user never becomes ready here: what the page shows meanwhile is under test.
vi.mock('./firebase-client', () => ({
  ensureBrowserSession: () => new Promise<never>(() => undefined),
  firebaseServices: () => {
    throw new Error('not ready yet');
  },
}));

describe('FirebaseSession while the Firebase user is not ready', () => {
  it("shows the caller's placeholder in the content's place, not a page spinner", () => {
    render(
      <FirebaseSession uid="u1" role="user" pending={<p>Member since —</p>}>
        <p>Member since 1 March 2026</p>
      </FirebaseSession>,
    );
    expect(screen.getByText('Member since —')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Member since 1 March 2026')).toBeNull();
  });

  it('shows a page spinner when the caller holds no place', () => {
    render(
      <FirebaseSession uid="u1" role="user">
        <p>Admin data</p>
      </FirebaseSession>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByText('Admin data')).toBeNull();
  });
});
