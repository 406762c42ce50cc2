import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projects } from '@shared/content/projects';
import {
  CODE_INVALID_MESSAGE,
  CODE_SENT_MESSAGE,
  CODE_VERIFIED_MESSAGE,
} from '@shared/project-access';
import { ProjectsSection } from '@/features/home/components/projects-section';
import { ACCESS_STORAGE_KEYS, ACCESS_VALIDITY_MS } from '@/lib/access-grant';
import { homeParts, jsonResponse } from '@/testing/home';

const mocks = vi.hoisted(() => ({
  toast: vi.fn<(input: { title: string; description?: string; variant?: string }) => number>(),
  scrollToSection: vi.fn<(id: string) => boolean>(() => true),
}));

vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/lib/scroll', () => ({
  scrollToSection: mocks.scrollToSection,
  prefersReducedMotion: () => false,
}));

const linked = projects.find((project) => project.link);
if (!linked?.link) throw new Error('content needs a project with a link');
const LINK_TEXT = linked.link.text;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** Answers like the server: `codes` is what `POST /api/verify-code` accepts. */
function fakeServer({ codes = ['123456'] }: { codes?: string[] } = {}) {
  fetchMock.mockImplementation((input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (input === '/api/verify-code/request') {
      return Promise.resolve(jsonResponse(200, { success: true, message: CODE_SENT_MESSAGE }));
    }
    if (input === '/api/verify-code') {
      return Promise.resolve(
        codes.includes(String(body.code))
          ? jsonResponse(200, { success: true, message: CODE_VERIFIED_MESSAGE })
          : jsonResponse(400, { success: false, message: CODE_INVALID_MESSAGE }),
      );
    }
    return Promise.reject(new Error(`unexpected fetch ${String(input)}`));
  });
}

function posted(index: number): { path: unknown; method: unknown; body: unknown } {
  const [path, init] = fetchMock.mock.calls[index] ?? [];
  return { path, method: init?.method, body: JSON.parse(String(init?.body)) };
}

function linkOf(title: string): HTMLElement {
  const card = screen
    .getAllByTestId('project-card')
    .find((element) => within(element).queryByRole('heading', { name: title }));
  if (!card) throw new Error(`no card titled ${title}`);
  return within(card).getByRole('link', { name: LINK_TEXT });
}

/** Clicks `element` and tells whether something on the page stopped the browser following it. */
function clickIsIntercepted(element: HTMLElement): boolean {
  let prevented = false;
  const record = (event: Event): void => {
    prevented = event.defaultPrevented;
    // jsdom cannot open the project in a new tab.
    event.preventDefault();
  };
  document.addEventListener('click', record);
  fireEvent.click(element);
  document.removeEventListener('click', record);
  return prevented;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Verify email to view details' }));
  return screen.findByRole('dialog', { name: 'Verify Email to Access Projects' });
}

beforeEach(() => {
  localStorage.clear();
  mocks.toast.mockClear();
  mocks.scrollToSection.mockClear();
  fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new Error('unexpected fetch')));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProjectsSection: Verify Email to Access Projects', () => {
  it('keeps titles, descriptions and tags open while the project links are locked', () => {
    render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    for (const project of projects) {
      expect(screen.getByRole('heading', { name: project.title })).toBeInTheDocument();
      expect(screen.getByText(project.description)).toBeInTheDocument();
    }
    const link = linkOf(linked.title);
    expect(link).toHaveAttribute('href', linked.link?.url);
    expect(link).toHaveAccessibleDescription(/verified visitors/i);
    expect(screen.getByRole('button', { name: 'Verify email to view details' })).toBeVisible();
  });

  it('asks for a verified email when a locked project link is clicked', async () => {
    render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    expect(clickIsIntercepted(linkOf(linked.title))).toBe(true);
    expect(
      await screen.findByRole('dialog', { name: 'Verify Email to Access Projects' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the email, then the code, and unlocks the project details for 24 hours', async () => {
    const user = userEvent.setup();
    fakeServer();
    render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    const dialog = await openDialog(user);

    await user.type(
      within(dialog).getByRole('textbox', { name: /email address/i }),
      'Ann@Example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(CODE_SENT_MESSAGE)).toBeInTheDocument();
    expect(posted(0)).toEqual({
      path: '/api/verify-code/request',
      method: 'POST',
      body: { email: 'ann@example.com', website: '' },
    });

    await user.type(within(dialog).getByRole('textbox', { name: /verification code/i }), '123456');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted(1)).toEqual({
      path: '/api/verify-code',
      method: 'POST',
      body: { email: 'ann@example.com', code: '123456' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const until = Number(localStorage.getItem(ACCESS_STORAGE_KEYS.projects));
    expect(until).toBeGreaterThanOrEqual(before + ACCESS_VALIDITY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + ACCESS_VALIDITY_MS);
    await waitFor(() => expect(mocks.scrollToSection).toHaveBeenCalledWith('projects'));
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: CODE_VERIFIED_MESSAGE }),
    );

    // Unlocked: the link opens the project itself, and nothing asks to verify any more.
    expect(screen.queryByRole('button', { name: 'Verify email to view details' })).toBeNull();
    expect(screen.getByText(/email verified/i)).toBeInTheDocument();
    expect(clickIsIntercepted(linkOf(linked.title))).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing for a code shorter than 6 characters', async () => {
    const user = userEvent.setup();
    fakeServer();
    render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    const dialog = await openDialog(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: /email address/i }),
      'ann@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = await within(dialog).findByRole('textbox', { name: /verification code/i });

    await user.type(code, ' 12345 ');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ACCESS_STORAGE_KEYS.projects)).toBeNull();
  });

  it('shows the server message for a wrong or expired code and stays locked', async () => {
    const user = userEvent.setup();
    fakeServer({ codes: ['123456'] });
    render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    const dialog = await openDialog(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: /email address/i }),
      'ann@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(
      await within(dialog).findByRole('textbox', { name: /verification code/i }),
      '654321',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CODE_INVALID_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(ACCESS_STORAGE_KEYS.projects)).toBeNull();
    expect(mocks.scrollToSection).not.toHaveBeenCalled();
  });

  it('does not post an invalid email, and shows a refused request in the dialog', async () => {
    const user = userEvent.setup();
    render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    const dialog = await openDialog(user);
    const email = within(dialog).getByRole('textbox', { name: /email address/i });
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(429, { success: false, message: 'Too many requests. Try again later.' }),
      ),
    );
    await user.clear(email);
    await user.type(email, 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again later.',
    );
    expect(within(dialog).queryByRole('textbox', { name: /verification code/i })).toBeNull();
  });

  it('opens project links directly while a stored verification is valid, not after it expires', () => {
    localStorage.setItem(ACCESS_STORAGE_KEYS.projects, String(Date.now() + 60_000));
    const { unmount } = render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    expect(clickIsIntercepted(linkOf(linked.title))).toBe(false);
    unmount();

    localStorage.setItem(ACCESS_STORAGE_KEYS.projects, String(Date.now() - 1));
    render(<ProjectsSection verifyDialog={homeParts.verifyProjects} />);
    expect(clickIsIntercepted(linkOf(linked.title))).toBe(true);
  });
});
