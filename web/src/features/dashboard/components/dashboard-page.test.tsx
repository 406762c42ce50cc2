import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/auth';
import { InFrameOf } from '@/testing/page-frame';
import { DashboardPage } from './dashboard-page';

const mocks = vi.hoisted(() => ({ user: undefined as SessionUser | undefined }));
vi.mock('@/lib/use-session-user', () => ({
  useSessionUser: () => {
    if (!mocks.user) throw new Error('no user');
    return mocks.user;
  },
}));

const USER: SessionUser = {
  uid: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  role: 'general_user',
  isAdmin: false,
  emailVerified: true,
  twoFactorEnabled: false,
  memberSince: '2026-01-15T10:00:00.000Z',
};

function renderAs(user: Partial<SessionUser>) {
  mocks.user = { ...USER, ...user };
  render(
    <MemoryRouter>
      <InFrameOf page="dashboard">
        <DashboardPage />
      </InFrameOf>
    </MemoryRouter>,
  );
}

function card(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const element = heading.closest('[data-server-data]');
  if (!(element instanceof HTMLElement)) throw new Error(`no card for ${name}`);
  return element;
}

describe('DashboardPage', () => {
  beforeEach(() => {
    mocks.user = undefined;
  });

  it('shows the account as the session tells it, and is not busy', () => {
    renderAs({});
    const account = card('Account');
    expect(account).toHaveAttribute('aria-busy', 'false');
    expect(within(account).getByText('Welcome, Ada Lovelace.')).toBeInTheDocument();
    expect(account).toHaveTextContent('Username: ada');
    expect(account).toHaveTextContent('Email: ada@example.com');
    expect(within(account).getByText('Personal Account')).toBeInTheDocument();
    expect(screen.getByTestId('member-since')).not.toHaveTextContent('—');
  });

  it('greets by username without a display name, and shows a dash without a join date', () => {
    renderAs({ displayName: '', memberSince: undefined });
    expect(screen.getByText('Welcome, ada.')).toBeInTheDocument();
    expect(screen.getByTestId('member-since')).toHaveTextContent('Member since —');
  });

  it('links to the fix of each security check that is not ok, and only those', () => {
    renderAs({ emailVerified: true, twoFactorEnabled: false });
    const security = card('Security');
    expect(security).toHaveTextContent('Email: verified');
    expect(security).toHaveTextContent('Two-factor authentication: off');
    expect(within(security).getByRole('link', { name: 'Turn on' })).toHaveAttribute(
      'href',
      '/security-settings',
    );
    expect(within(security).queryByRole('link', { name: 'Verify email' })).toBeNull();
  });

  it('asks an unverified account to verify its email', () => {
    renderAs({ emailVerified: false, twoFactorEnabled: true });
    const security = card('Security');
    expect(security).toHaveTextContent('Email: not verified yet');
    expect(within(security).getByRole('link', { name: 'Verify email' })).toBeInTheDocument();
    expect(within(security).queryByRole('link', { name: 'Turn on' })).toBeNull();
  });

  it('offers the business dashboard to associates and above only', () => {
    renderAs({ role: 'general_user' });
    expect(screen.queryByRole('link', { name: 'Business dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile settings' })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
  });

  it('links associates to their business dashboard', () => {
    renderAs({ role: 'business_associate' });
    expect(screen.getByRole('link', { name: 'Business dashboard' })).toHaveAttribute(
      'href',
      '/business-dashboard',
    );
  });
});
