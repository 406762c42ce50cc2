import { INQUIRY_RECEIVED_MESSAGE } from '@shared/project-inquiry';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { stubMatchMedia } from '@/testing/match-media';
import type { FloatingPanel } from './floating-panel';
import { floatingPanels } from './floating-panel-registry';
import { FloatingPanels } from './floating-panels';
import { IDLE_FADE_MS, NARROW_SCREEN_QUERY } from './use-idle-fade';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
const toastMock = vi.mocked(toast);

const fetchMock = vi.fn<typeof fetch>();

/** jsdom has no matchMedia: answer the narrow-screen query as told, nothing else matches. */
function stubScreen(narrow: boolean): void {
  stubMatchMedia({ [NARROW_SCREEN_QUERY]: narrow });
}

function setup(panels: readonly FloatingPanel[] = floatingPanels) {
  const user = userEvent.setup({ delay: null });
  render(<FloatingPanels panels={panels} />);
  const button = screen.getByRole('button', { name: 'Share a project idea' });
  return { user, button };
}

const panel = () => screen.queryByRole('dialog', { name: 'Share Your Project Idea' });
const projectTitle = () => screen.findByRole('textbox', { name: 'Project title' });

// The panel's form loads on first use; loading its code once up front keeps each test's
// waiting about the panel, not about how fast this machine compiles a module.
beforeAll(async () => {
  await Promise.all([
    import('@/features/project-inquiry/components/project-inquiry-form'),
    import('@/features/quinn/components/quinn-chat'),
    import('./floating-panel-frame'),
    import('@/theme/styled-scope'),
  ]);
});

beforeEach(() => {
  toastMock.mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  stubScreen(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FloatingPanels: the project idea panel', () => {
  it('opens and closes the panel from the button', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Project Idea' });
    expect(button).toHaveAttribute('aria-controls', dialog?.id);
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(
      "Tell me about your project and I'll respond within 24 hours with a detailed proposal.",
    );
    expect(
      await screen.findByRole('form', { name: 'Share Your Project Idea' }),
    ).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(await projectTitle());
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes from its close button and gives focus back to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps a half-typed inquiry when closed and reopened', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(await projectTitle());
    await user.paste('Robot arm');
    await user.click(button);
    await user.click(button);
    expect(screen.getByRole('textbox', { name: 'Project title' })).toHaveValue('Robot arm');
  });

  it('closes itself after a successful submission', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ success: true, message: INQUIRY_RECEIVED_MESSAGE, id: 'inq-1' }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    const { user, button } = setup();
    await user.click(button);
    await user.click(await screen.findByRole('radio', { name: /^AI Development/ }));
    for (const [name, text] of [
      ['Project title', 'Chat assistant'],
      ['Project description', 'An assistant for our support desk.'],
      ['Your email', 'client@example.com'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Project Inquiry Submitted' }),
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('radio', { name: /^AI Development/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Project title' })).toHaveValue('');
  });

  it('fades the button on a narrow screen after 4 s idle, but not while the panel is open', async () => {
    vi.useFakeTimers();
    stubScreen(true);
    render(<FloatingPanels />);
    const button = screen.getByRole('button', { name: 'Share a project idea' });
    expect(button).toHaveStyle({ opacity: '1' });

    act(() => {
      vi.advanceTimersByTime(IDLE_FADE_MS);
    });
    expect(button).toHaveStyle({ opacity: '0' });

    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button).toHaveStyle({ opacity: '1' });

    // Opening the panel is activity too; while it is open the button stays.
    await act(async () => {
      button.click();
      await vi.advanceTimersByTimeAsync(IDLE_FADE_MS * 2);
    });
    expect(panel()).toBeInTheDocument();
    expect(button).toHaveStyle({ opacity: '1' });
  });
});

describe('FloatingPanels: one panel at a time', () => {
  it('closes the project idea panel when Quinn opens, leaving focus to Quinn', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(panel()).toBeInTheDocument();

    const chatButton = screen.getByRole('button', { name: 'Chat with Quinn' });
    await user.click(chatButton);
    const chat = screen.getByRole('dialog', { name: 'Chat with Quinn' });
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(chatButton).toHaveAttribute('aria-expanded', 'true');
    expect(chat).toHaveFocus();
    expect(button).not.toHaveFocus();
    expect(
      await screen.findByRole('list', { name: 'Conversation with Quinn' }),
    ).toBeInTheDocument();

    // The active button closes its own panel; nothing else opens.
    await user.click(chatButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to the Quinn button when its panel closes', async () => {
    const { user } = setup();
    const chatButton = screen.getByRole('button', { name: 'Chat with Quinn' });
    await user.click(chatButton);
    await user.click(await screen.findByRole('textbox', { name: 'Your message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chatButton).toHaveFocus();

    await user.click(chatButton);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(chatButton).toHaveFocus();
  });

  it('fades every button together and brings them all back on activity', () => {
    vi.useFakeTimers();
    stubScreen(true);
    render(<FloatingPanels />);
    const buttons = [
      screen.getByRole('button', { name: 'Share a project idea' }),
      screen.getByRole('button', { name: 'Chat with Quinn' }),
    ];
    act(() => {
      vi.advanceTimersByTime(IDLE_FADE_MS);
    });
    for (const button of buttons) expect(button).toHaveStyle({ opacity: '0' });
    act(() => {
      window.dispatchEvent(new Event('touchstart'));
    });
    for (const button of buttons) expect(button).toHaveStyle({ opacity: '1' });
  });
});
