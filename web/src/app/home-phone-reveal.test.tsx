import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@shared/content/profile';
import { MemoryRouter } from 'react-router-dom';
import { OFFLINE_MESSAGE } from '@/lib/api-client';
import type { SessionState } from '@/lib/session';
import { CONTACT_PHONE_PATH } from '@/features/contact-phone/api/contact-phone-api';
import { forgetContactPhone } from '@/features/contact-phone/hooks/use-contact-phone';
import { DENIAL_REDIRECT_MS } from '@/features/contact-phone/hooks/use-phone-reveal';
import { AboutSection } from '@/features/home/components/about-section';
import { ContactSection } from '@/features/home/components/contact-section';
import { ACCESS_STORAGE_KEYS, ACCESS_VALIDITY_MS } from '@/lib/access-grant';
import {
  contactPhoneAnswer,
  currentPath,
  homeParts,
  jsonResponse,
  LocationProbe,
  resetAccessGrants,
  SIGNED_IN,
  SIGNED_OUT,
  TEST_PHONE,
  TEST_TEL,
} from '@/testing/home';
// Loaded with the test file, so the sections' lazily loaded dialogs open at once: what is
// tested is what they do, not how long their first load takes.
import '@/features/contact-phone/components/business-purpose-dialog';
// The answer's schema too, which the page loads with its first request for the number.
import '@shared/contact-phone';

const mocks = vi.hoisted(() => ({
  session: { status: 'loading' } as SessionState,
  toast: vi.fn<(input: { title: string; description?: string; variant?: string }) => number>(),
}));

vi.mock('@/lib/session', () => ({
  useSession: () => mocks.session,
  onSignOut: () => () => undefined,
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));

const TOO_OFTEN = 'You have asked for the phone number too often. Please try again in 1 hour.';

function renderSections(session: SessionState) {
  mocks.session = session;
  render(
    <MemoryRouter>
      <AboutSection phone={homeParts.aboutPhone} />
      <ContactSection phone={homeParts.contactPhone} />
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
  resetAccessGrants();
  forgetContactPhone();
  mocks.toast.mockClear();
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(contactPhoneAnswer()));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the purpose dialog from `section` and gives a purpose; resolves with the dialog. */
async function givePurpose(section: HTMLElement, purpose = 'Hiring') {
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Click to reveal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify Business Purpose' });
  await user.type(within(dialog).getByRole('textbox'), purpose);
  await user.click(within(dialog).getByRole('button', { name: 'Reveal phone number' }));
  return dialog;
}

/** Every request the page made: its path and everything it sent. */
const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    path: String(input),
    method: init?.method,
    body: init?.body,
  }));

describe('phone reveal in About and Contact', () => {
  it('starts masked after the +44 prefix with a Click to reveal button in both sections', () => {
    const { about, contact } = renderSections(SIGNED_IN);
    expect(profile.phoneMasked.startsWith('+44')).toBe(true);
    for (const section of [about, contact]) {
      expect(within(section).getByText(profile.phoneMasked)).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Click to reveal' })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: TEST_PHONE })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
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

  it('signed in: needs a purpose longer than 5 characters before it asks for anything', async () => {
    const user = userEvent.setup();
    const { contact } = renderSections(SIGNED_IN);
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
    // The handler checks too: submitting the form another way reveals (and asks for) nothing.
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByRole('dialog', { name: 'Verify Business Purpose' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TEST_PHONE })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in: then shows the API’s number as a tel: link everywhere, and sends no purpose', async () => {
    const { about, contact } = renderSections(SIGNED_IN);
    await givePurpose(contact);

    // Found once the dialog has closed and the page is no longer hidden from assistive tech.
    const contactLink = await within(contact).findByRole('link', { name: TEST_PHONE });
    expect(contactLink).toHaveAttribute('href', TEST_TEL);
    expect(contactLink).toHaveFocus();
    // The reveal is shared: About shows the number too, without asking again.
    expect(within(about).getByRole('link', { name: TEST_PHONE })).toHaveAttribute('href', TEST_TEL);
    expect(screen.queryByRole('button', { name: 'Click to reveal' })).not.toBeInTheDocument();
    expect(mocks.toast).not.toHaveBeenCalled();
    // One GET for the number; the purpose itself is never sent anywhere.
    expect(requests()).toEqual([{ path: CONTACT_PHONE_PATH, method: 'GET', body: undefined }]);
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain('Hiring');
  });

  it('says it is asking while the API answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { about } = renderSections(SIGNED_IN);
    const dialog = await givePurpose(about);

    const busy = within(dialog).getByRole('button', { name: 'Revealing...' });
    expect(busy).toBeDisabled();
    expect(within(about).queryByRole('link', { name: TEST_PHONE })).not.toBeInTheDocument();

    answer(contactPhoneAnswer());
    expect(await within(about).findByRole('link', { name: TEST_PHONE })).toHaveFocus();
  });

  it('keeps the dialog open with the server’s words when the API refuses, and reveals on a later try', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { success: false, message: TOO_OFTEN }));
    const { about } = renderSections(SIGNED_IN);
    const dialog = await givePurpose(about);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_OFTEN);
    expect(within(about).queryByRole('link', { name: TEST_PHONE, hidden: true })).toBeNull();
    expect(localStorage.getItem(ACCESS_STORAGE_KEYS.phone)).toBeNull();

    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Reveal phone number' }));
    expect(await within(about).findByRole('link', { name: TEST_PHONE })).toHaveAttribute(
      'href',
      TEST_TEL,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says plainly that it needs a connection when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { contact } = renderSections(SIGNED_IN);
    const dialog = await givePurpose(contact);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(localStorage.getItem(ACCESS_STORAGE_KEYS.phone)).toBeNull();
  });

  it('sends a visitor whose session has ended to sign in, as if signed out', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { success: false, message: 'You are not signed in.' }),
    );
    const { about } = renderSections(SIGNED_IN);
    await givePurpose(about);

    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Authentication Required',
        description: 'Please login to view contact information',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/auth'), {
      timeout: DENIAL_REDIRECT_MS + 1000,
    });
    expect(localStorage.getItem(ACCESS_STORAGE_KEYS.phone)).toBeNull();
  });

  it('remembers the reveal for 24 hours in localStorage', async () => {
    const { about } = renderSections(SIGNED_IN);
    const before = Date.now();
    await givePurpose(about);
    await within(about).findByRole('link', { name: TEST_PHONE });

    const until = Number(localStorage.getItem(ACCESS_STORAGE_KEYS.phone));
    expect(until).toBeGreaterThanOrEqual(before + ACCESS_VALIDITY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + ACCESS_VALIDITY_MS);
    expect(ACCESS_VALIDITY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('shows a stored, unexpired reveal without asking for a purpose: one request serves both sections', async () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() + 60_000));
    const { about, contact } = renderSections(SIGNED_IN);
    expect(await within(about).findByRole('link', { name: TEST_PHONE })).toHaveAttribute(
      'href',
      TEST_TEL,
    );
    expect(within(contact).getByRole('link', { name: TEST_PHONE })).toHaveAttribute(
      'href',
      TEST_TEL,
    );
    expect(requests()).toEqual([{ path: CONTACT_PHONE_PATH, method: 'GET', body: undefined }]);
  });

  it('shows why a stored reveal could not load the number, and tries again on request', async () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() + 60_000));
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { success: false, message: TOO_OFTEN }));
    const { about, contact } = renderSections(SIGNED_IN);

    expect(await within(about).findByRole('alert')).toHaveTextContent(TOO_OFTEN);
    expect(within(contact).getByRole('alert')).toHaveTextContent(TOO_OFTEN);
    expect(within(about).getByText(profile.phoneMasked)).toBeInTheDocument();

    await userEvent.setup().click(within(contact).getByRole('button', { name: 'Try again' }));
    expect(await within(about).findByRole('link', { name: TEST_PHONE })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: TEST_PHONE })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits for the session before asking, and shows a spinner meanwhile', async () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() + 60_000));
    const { about } = renderSections({ status: 'loading' });
    expect(
      await within(about).findByRole('progressbar', { name: 'Loading the phone number' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the number masked once the stored reveal has expired', () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() - 1));
    renderSections(SIGNED_IN);
    expect(screen.getAllByRole('button', { name: 'Click to reveal' })).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not show or ask for a stored reveal to a signed-out visitor', () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() + 60_000));
    renderSections(SIGNED_OUT);
    expect(screen.getAllByText(profile.phoneMasked)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Click to reveal' })).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
