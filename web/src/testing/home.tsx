import { render, screen } from '@testing-library/react';
import { HeroPhoneButton } from '@/features/contact-phone/components/hero-phone-button';
import { PhoneReveal } from '@/features/contact-phone/components/phone-reveal';
import { CvDownloadButton } from '@/features/cv/components/cv-download-button';
import type { HomeSlots } from '@/features/home/components/home-page';
import { VerifyProjectsDialog } from '@/features/project-access/components/verify-projects-dialog';
import { useAccessGrant } from '@/lib/access-grant';
import type { SessionState } from '@/lib/session';
import { useLocation } from 'react-router-dom';

/**
 * What home-route.tsx hands the home sections of the cv, contact-phone and project-access
 * features, imported here with the test (the page loads the phone reveal and the dialog lazily).
 */
export const homeParts = {
  cvDownload: <CvDownloadButton />,
  phoneButton: (link) => <HeroPhoneButton {...link} />,
  aboutPhone: <PhoneReveal />,
  contactPhone: <PhoneReveal bold />,
  verifyProjects: (dialog) => <VerifyProjectsDialog {...dialog} />,
} satisfies HomeSlots;

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

/**
 * What the mocked `GET /api/contact-phone` answers in unit tests: a number of Ofcom's drama range
 * that is not the owner's (the owner's is server-only), so the page shows what the API says.
 */
export const TEST_PHONE = '+44 20 7946 0018';
export const TEST_TEL = 'tel:+442079460018';

export function contactPhoneAnswer(): Response {
  return jsonResponse(200, { success: true, phone: TEST_PHONE });
}

function GrantReader() {
  useAccessGrant('phone');
  useAccessGrant('projects');
  return null;
}

/**
 * Makes the page's memory of the access grants follow localStorage again (as a fresh page
 * would), so one test's reveal does not carry over into the next test's first render.
 */
export function resetAccessGrants(): void {
  localStorage.clear();
  render(<GrantReader />).unmount();
}
