import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@shared/content/profile';
import { MemoryRouter } from 'react-router-dom';
import type { SessionState } from '@/lib/session';
import { ACCESS_STORAGE_KEYS, ACCESS_VALIDITY_MS } from '../hooks/use-access-grant';
import { DENIAL_REDIRECT_MS } from '../hooks/use-phone-reveal';
import { currentPath, LocationProbe, SIGNED_IN, SIGNED_OUT } from '../testing/home-test-utils';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
// Loaded with the test file, so the sections' lazily loaded dialogs open at once: what is
// tested is what they do, not how long their first load takes.
import './business-purpose-dialog';

const mocks = vi.hoisted(() => ({
  session: { status: 'loading' } as SessionState,
  toast: vi.fn<(input: { title: string; description?: string; variant?: string }) => number>(),
}));

vi.mock('@/lib/session', () => ({ useSession: () => mocks.session }));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));

const TEL = 'tel:+447700900123';

function renderSections(session: SessionState) {
  mocks.session = session;
  render(
    <MemoryRouter>
      <AboutSection />
      <ContactSection />
      <LocationProbe />
    </MemoryRouter>,
  );
  return {
    about: screen.getByRole('region', { name: 'About Me' }),
    contact: screen.getByRole('region', { name: 'Get In Touch' }),
  };
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  localStorage.clear();
  mocks.toast.mockClear();
  fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new Error('no network in tests')));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('phone reveal in About and Contact', () => {
  it('starts masked after the +44 prefix with a Click to reveal button in both sections', () => {
    const { about, contact } = renderSections(SIGNED_IN);
    expect(profile.phoneMasked.startsWith('+44')).toBe(true);
    for (const section of [about, contact]) {
      expect(within(section).getByText(profile.phoneMasked)).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Click to reveal' })).toBeInTheDocument();
      expect(within(section).queryByText(profile.phone)).not.toBeInTheDocument();
    }
    expect(document.body.innerHTML).not.toContain(profile.phone);
  });

  it('signed out: toasts Authentication Required and goes to /auth after 1.5 s', () => {
    vi.useFakeTimers();
    const { about } = renderSections(SIGNED_OUT);
    fireEvent.click(within(about).getByRole('button', { name: 'Click to reveal' }));

    expect(mocks.toast).toHaveBeenCalledTimes(1);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please login to view contact information',
      variant: 'destructive',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');

    act(() => vi.advanceTimersByTime(DENIAL_REDIRECT_MS - 1));
    expect(currentPath()).toBe('/');
    act(() => vi.advanceTimersByTime(1));
    expect(currentPath()).toBe('/auth');
    expect(DENIAL_REDIRECT_MS).toBe(1500);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in: needs a purpose longer than 5 characters, then shows a tel: link everywhere', async () => {
    const user = userEvent.setup();
    const { about, contact } = renderSections(SIGNED_IN);
    await user.click(within(contact).getByRole('button', { name: 'Click to reveal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify Business Purpose' });
    expect(within(dialog).getByText(/minimum 5 characters/i)).toBeInTheDocument();
    expect(within(dialog).getByText(/all requests are logged/i)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /business purpose/i });
    const confirm = within(dialog).getByRole('button', { name: 'Reveal phone number' });
    expect(confirm).toBeDisabled();

    // Five characters, and spaces around them, are not enough.
    await user.type(field, '  hello   ');
    expect(confirm).toBeDisabled();
    // The handler checks too: submitting the form another way reveals nothing.
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByRole('dialog', { name: 'Verify Business Purpose' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: profile.phone })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Hiring');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    // Found once the dialog has closed and the page is no longer hidden from assistive tech.
    const contactLink = await within(contact).findByRole('link', { name: profile.phone });
    expect(contactLink).toHaveAttribute('href', TEL);
    expect(contactLink).toHaveFocus();
    // The reveal is shared: About shows the number too, without asking again.
    expect(within(about).getByRole('link', { name: profile.phone })).toHaveAttribute('href', TEL);
    expect(screen.queryByRole('button', { name: 'Click to reveal' })).not.toBeInTheDocument();
    expect(mocks.toast).not.toHaveBeenCalled();
    // SPEC §4: the purpose is never sent anywhere.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('remembers the reveal for 24 hours in localStorage', async () => {
    const user = userEvent.setup();
    const { about } = renderSections(SIGNED_IN);
    await user.click(within(about).getByRole('button', { name: 'Click to reveal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Business Purpose' });
    await user.type(within(dialog).getByRole('textbox'), 'Partnership enquiry');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Reveal phone number' }));

    const until = Number(localStorage.getItem(ACCESS_STORAGE_KEYS.phone));
    expect(until).toBeGreaterThanOrEqual(before + ACCESS_VALIDITY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + ACCESS_VALIDITY_MS);
    expect(ACCESS_VALIDITY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('shows a stored, unexpired reveal without asking again', () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() + 60_000));
    const { about, contact } = renderSections(SIGNED_IN);
    expect(within(about).getByRole('link', { name: profile.phone })).toHaveAttribute('href', TEL);
    expect(within(contact).getByRole('link', { name: profile.phone })).toHaveAttribute('href', TEL);
  });

  it('keeps the number masked once the stored reveal has expired', () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() - 1));
    renderSections(SIGNED_IN);
    expect(screen.queryByRole('link', { name: profile.phone })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Click to reveal' })).toHaveLength(2);
  });

  it('does not show a stored reveal to a signed-out visitor', () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() + 60_000));
    renderSections(SIGNED_OUT);
    expect(screen.queryByRole('link', { name: profile.phone })).not.toBeInTheDocument();
    expect(screen.getAllByText(profile.phoneMasked)).toHaveLength(2);
  });
});
