import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/auth';
import { ApiError } from '@/lib/api-client';
import { setSignedIn } from '@/lib/session';
import type { LinkResult } from '../api/auth-api';
import { SignInLinkPage } from './sign-in-link-page';

const api = vi.hoisted(() => ({
  completeSignInLink: vi.fn<(code: string) => Promise<LinkResult>>(),
}));
vi.mock('../api/auth-api', () => ({ completeSignInLink: api.completeSignInLink }));
// The session, without the browser's Firebase session and the re-fetch that follow a sign-in.
vi.mock('../signed-in', () => ({
  startSignedInSession: (result: { user: SessionUser }) => setSignedIn(result.user),
}));

const CODE = 'Gx7-RbX3kq9aV0m_Zt2LwPqY8cN4sD6fH1jK5eU3oIw';
const USER: SessionUser = {
  uid: 'u1',
  username: 'holder',
  email: 'holder@example.org',
  displayName: 'Holder',
  role: 'general_user',
  twoFactorEnabled: false,
  isAdmin: false,
  emailVerified: true,
};
const REFUSED =
  'This sign-in link has expired or has already been used. Sign in again to get a new one.';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

function renderAt(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sign-in-link" element={<SignInLinkPage />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('SignInLinkPage', () => {
  beforeEach(() => {
    api.completeSignInLink.mockReset();
  });

  it("sends the code from the link's fragment once, takes it out of the address, and signs in", async () => {
    let finish: (result: LinkResult) => void = () => undefined;
    api.completeSignInLink.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderAt(`/sign-in-link#code=${CODE}`);
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/sign-in-link$/);
    expect(api.completeSignInLink.mock.calls).toEqual([[CODE]]);

    finish({ kind: 'signed-in', user: USER, customToken: 'token', message: 'Login successful' });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('says plainly that a used or expired link no longer works, with the way back to sign in', async () => {
    api.completeSignInLink.mockRejectedValue(new ApiError(400, REFUSED));
    renderAt(`/sign-in-link#code=${CODE}`);
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('without a code, says what the page is for and sends nothing', () => {
    renderAt('/sign-in-link?code=not-here');
    expect(
      screen.getByText(/finishes a sign-in with the link from your email/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    expect(api.completeSignInLink).not.toHaveBeenCalled();
  });
});
