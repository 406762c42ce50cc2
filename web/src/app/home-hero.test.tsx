import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@shared/content/profile';
import { CV_LOGIN_REQUIRED_MESSAGE } from '@shared/cv';
import { MemoryRouter } from 'react-router-dom';
import type { SessionState } from '@/lib/session';
import { CONTACT_PHONE_PATH } from '@/features/contact-phone/api/contact-phone-api';
import { forgetContactPhone } from '@/features/contact-phone/hooks/use-contact-phone';
import { DENIAL_REDIRECT_MS } from '@/features/contact-phone/hooks/use-phone-reveal';
import { CV_DOWNLOAD_PATH, REVOKE_OBJECT_URL_AFTER_MS } from '@/features/cv/api/cv-download';
import { HeroSection } from '@/features/home/components/hero-section';
import { ACCESS_STORAGE_KEYS } from '@/lib/access-grant';
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
import '@/features/contact-phone/components/secure-contact-dialog';
import '@/features/cv/components/cv-registration-dialog';
// The answer's schema too, which the page loads with its first request for the number.
import '@shared/contact-phone';

const mocks = vi.hoisted(() => ({
  session: { status: 'loading' } as SessionState,
  toast: vi.fn<(input: { title: string; description?: string; variant?: string }) => number>(),
  scrollToSection: vi.fn<(id: string) => boolean>(() => true),
}));

vi.mock('@/lib/session', () => ({
  useSession: () => mocks.session,
  onSignOut: () => () => undefined,
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/scroll', () => ({
  scrollToSection: mocks.scrollToSection,
  prefersReducedMotion: () => false,
}));

function renderHero(session: SessionState) {
  mocks.session = session;
  const onShare = vi.fn();
  render(
    <MemoryRouter>
      <HeroSection
        onShare={onShare}
        cvDownload={homeParts.cvDownload}
        phoneButton={homeParts.phoneButton}
      />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { onShare };
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let alertMock: ReturnType<typeof vi.fn<(message?: unknown) => void>>;
let saved: { href: string; download: string; connected: boolean }[];
const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:cv-1');
const revokeObjectURL = vi.fn<(url: string) => void>();

beforeEach(() => {
  resetAccessGrants();
  forgetContactPhone();
  mocks.toast.mockClear();
  mocks.scrollToSection.mockClear();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new Error('unexpected fetch')));
  vi.stubGlobal('fetch', fetchMock);
  alertMock = vi.fn<(message?: unknown) => void>();
  vi.stubGlobal('alert', alertMock);
  // jsdom has neither object URLs nor downloads: record what would be saved instead.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revokeObjectURL });
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download, connected: this.isConnected });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function pdfResponse(disposition?: string): Response {
  // A string body: jsdom's Blob cannot be streamed by Node's Response.
  return new Response('%PDF-1.7', {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
    },
  });
}

const downloadButton = () => screen.getByRole('button', { name: 'Download CV' });

describe('HeroSection buttons that stay as they were', () => {
  it('keeps View Projects and Contact Me scrolling to their sections', async () => {
    const user = userEvent.setup();
    renderHero(SIGNED_OUT);
    await user.click(screen.getByRole('link', { name: 'View Projects' }));
    expect(mocks.scrollToSection).toHaveBeenLastCalledWith('projects');
    await user.click(screen.getByRole('link', { name: 'Contact Me' }));
    expect(mocks.scrollToSection).toHaveBeenLastCalledWith('contact');
    expect(screen.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '#contact');
  });

  it('still opens the share dialog from the share icon', async () => {
    const user = userEvent.setup();
    const { onShare } = renderHero(SIGNED_OUT);
    await user.click(screen.getByRole('button', { name: 'Share portfolio' }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });
});

describe('HeroSection phone icon: Secure Contact Verification', () => {
  it('signed in: asks the API for the phone once the purpose is longer than 5 characters, and shows it with the email', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderHero(SIGNED_IN);
    await user.click(screen.getByRole('button', { name: 'Phone' }));

    const dialog = await screen.findByRole('dialog', { name: 'Secure Contact Verification' });
    const confirm = within(dialog).getByRole('button', { name: 'Verify & Reveal' });
    const field = within(dialog).getByRole('textbox', { name: /business purpose/i });
    await user.type(field, '12345');
    expect(confirm).toBeDisabled();
    await user.type(field, '6');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    // Busy while the API answers; the purpose itself is never sent.
    expect(within(dialog).getByRole('button', { name: 'Revealing...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(CONTACT_PHONE_PATH);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    answer(contactPhoneAnswer());

    expect(await within(dialog).findByRole('link', { name: TEST_PHONE })).toHaveAttribute(
      'href',
      TEST_TEL,
    );
    expect(within(dialog).getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
    expect(within(dialog).getByText(/24 hours/)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_STORAGE_KEYS.phone)).not.toBeNull();
  });

  it('keeps asking for the purpose, with the server’s words, when the API refuses', async () => {
    const user = userEvent.setup();
    const tooOften = 'You have asked for the phone number too often. Please try again in 1 hour.';
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { success: false, message: tooOften }));
    renderHero(SIGNED_IN);
    await user.click(screen.getByRole('button', { name: 'Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secure Contact Verification' });
    await user.type(within(dialog).getByRole('textbox'), 'Partnership enquiry');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Reveal' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(tooOften);
    expect(within(dialog).getByRole('textbox')).toHaveValue('Partnership enquiry');
    expect(localStorage.getItem(ACCESS_STORAGE_KEYS.phone)).toBeNull();
  });

  it('opens straight on the details when the phone was revealed in the last 24 hours', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_STORAGE_KEYS.phone, String(Date.now() + 60_000));
    fetchMock.mockImplementation(() => Promise.resolve(contactPhoneAnswer()));
    renderHero(SIGNED_IN);
    await user.click(screen.getByRole('button', { name: 'Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secure Contact Verification' });
    expect(await within(dialog).findByRole('link', { name: TEST_PHONE })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signed out: the same rule as About and Contact (toast, then /auth after 1.5 s)', () => {
    vi.useFakeTimers();
    renderHero(SIGNED_OUT);
    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please login to view contact information',
      variant: 'destructive',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DENIAL_REDIRECT_MS));
    expect(currentPath()).toBe('/auth');
  });
});

describe('HeroSection Download CV, signed in', () => {
  it('downloads the PDF under the server file name, then revokes the object URL', async () => {
    // Fake clock that still moves on its own, so waitFor keeps polling; jumped ahead below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(() =>
      Promise.resolve(pdfResponse('attachment; filename="marcus-ellison-cv.pdf"')),
    );
    renderHero(SIGNED_IN);
    fireEvent.click(downloadButton());

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(CV_DOWNLOAD_PATH);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method ?? 'GET').toBe('GET');
    expect(saved[0]).toEqual({
      href: 'blob:cv-1',
      download: 'marcus-ellison-cv.pdf',
      connected: true,
    });
    expect(createObjectURL.mock.calls[0]?.[0]).toMatchObject({ size: 8, type: 'application/pdf' });
    expect(document.querySelector('a[download]')).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();

    // A second of slack: the clock also moved on by itself while waiting for the download.
    vi.advanceTimersByTime(REVOKE_OBJECT_URL_AFTER_MS - 1000);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:cv-1');
    expect(currentPath()).toBe('/');
  });

  it("names the file 'CV.pdf' when the server gives no name", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(pdfResponse()));
    renderHero(SIGNED_IN);
    fireEvent.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('CV.pdf');
  });

  it('on 401 requiresLogin alerts the sign-in text and goes to /auth', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(401, {
          success: false,
          requiresLogin: true,
          message: CV_LOGIN_REQUIRED_MESSAGE,
        }),
      ),
    );
    renderHero(SIGNED_IN);
    fireEvent.click(downloadButton());
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(
      'Authentication required: Please sign in to download CV.',
    );
    expect(saved).toHaveLength(0);
  });

  it("alerts 'Error: ' with the server message on other failures", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(429, { success: false, message: 'Too many downloads.' })),
    );
    renderHero(SIGNED_IN);
    fireEvent.click(downloadButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error: Too many downloads.'));
    expect(currentPath()).toBe('/');
  });

  it("alerts 'Could not download CV' when the failure carries no message", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    renderHero(SIGNED_IN);
    fireEvent.click(downloadButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Error: Could not download CV'));
  });

  it('alerts the network error text when the request cannot be made', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderHero(SIGNED_IN);
    fireEvent.click(downloadButton());
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith('Error downloading CV. Please try again later.'),
    );
    expect(saved).toHaveLength(0);
  });
});

describe('HeroSection Download CV, signed out: CV Download Registration', () => {
  it('keeps the button disabled until name > 3, email > 5 and purpose > 5 characters', async () => {
    const user = userEvent.setup();
    renderHero(SIGNED_OUT);
    await user.click(downloadButton());
    const dialog = await screen.findByRole('dialog', { name: 'CV Download Registration' });
    const submit = within(dialog).getByRole('button', { name: 'Register & Download' });
    const name = within(dialog).getByRole('textbox', { name: /full name/i });
    const email = within(dialog).getByRole('textbox', { name: /email/i });
    const purpose = within(dialog).getByRole('textbox', { name: /purpose/i });
    expect(fetchMock).not.toHaveBeenCalled();

    // Each exactly at its bound once trimmed: still disabled.
    await user.type(name, ' Ann ');
    await user.type(email, 'a@b.c');
    await user.type(purpose, ' Hirin ');
    expect(submit).toBeDisabled();

    await user.clear(name);
    await user.clear(purpose);
    await user.type(name, 'Ann');
    await user.type(purpose, 'Hirin');
    await user.type(name, 'e');
    expect(submit).toBeDisabled();
    await user.type(email, 'o');
    expect(submit).toBeDisabled();
    await user.type(purpose, 'g');
    expect(submit).toBeEnabled();

    await user.clear(name);
    await user.type(name, 'Ann');
    expect(submit).toBeDisabled();
    // The handler checks too, and sends nothing.
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'CV Download Registration' })).toBeInTheDocument();
  });

  it('then attempts the download, closes, and on 401 alerts and goes to /auth', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(401, {
          success: false,
          requiresLogin: true,
          message: CV_LOGIN_REQUIRED_MESSAGE,
        }),
      ),
    );
    renderHero(SIGNED_OUT);
    await user.click(downloadButton());
    const dialog = await screen.findByRole('dialog', { name: 'CV Download Registration' });
    await user.type(within(dialog).getByRole('textbox', { name: /full name/i }), 'Jane Doe');
    await user.type(within(dialog).getByRole('textbox', { name: /email/i }), 'jane@example.com');
    await user.type(
      within(dialog).getByRole('textbox', { name: /purpose/i }),
      'Hiring a CTO for a fintech',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Register & Download' }));

    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(
      'Authentication required: Please sign in to download CV.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The registration fields go nowhere; the only call is the download attempt.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(CV_DOWNLOAD_PATH);
    expect(init?.body).toBeUndefined();
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain('jane@example.com');
  });

  it('Cancel closes the registration without any request, and it reopens empty', async () => {
    const user = userEvent.setup();
    renderHero(SIGNED_OUT);
    await user.click(downloadButton());
    const dialog = await screen.findByRole('dialog', { name: 'CV Download Registration' });
    await user.type(within(dialog).getByRole('textbox', { name: /full name/i }), 'Jane Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();

    await user.click(downloadButton());
    const again = await screen.findByRole('dialog', { name: 'CV Download Registration' });
    expect(within(again).getByRole('textbox', { name: /full name/i })).toHaveValue('');
  });
});
