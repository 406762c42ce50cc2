import { INQUIRY_RECEIVED_MESSAGE } from '@shared/project-inquiry';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { IDLE_FADE_MS, NARROW_SCREEN_QUERY } from '../hooks/use-idle-fade';
import { ProjectIdeaLauncher } from './project-idea-launcher';
import { stubMatchMedia } from '@/testing/match-media';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));
const toastMock = vi.mocked(toast);

const fetchMock = vi.fn<typeof fetch>();

/** jsdom has no matchMedia: answer the narrow-screen query as told, nothing else matches. */
function stubScreen(narrow: boolean): void {
  stubMatchMedia({ [NARROW_SCREEN_QUERY]: narrow });
}

/** Stands in for the app, which owns `open` so only one floating panel shows at a time. */
function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Open chat instead
      </button>
      <ProjectIdeaLauncher
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

function setup() {
  const user = userEvent.setup({ delay: null });
  const onOpenChange = vi.fn();
  render(<Harness onOpenChange={onOpenChange} />);
  const button = screen.getByRole('button', { name: 'Share a project idea' });
  return { user, onOpenChange, button };
}

const panel = () => screen.queryByRole('dialog', { name: 'Share Your Project Idea' });

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

describe('ProjectIdeaLauncher', () => {
  it('opens and closes the panel from the button and reports the open state', async () => {
    const { user, onOpenChange, button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();

    await user.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = panel();
    expect(dialog).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-controls', dialog?.id);
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Share Your Project Idea' })).toBeInTheDocument();

    await user.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, onOpenChange, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('textbox', { name: 'Project title' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes from its close button and gives focus back to the button', async () => {
    const { user, onOpenChange, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps a half-typed inquiry when closed and reopened', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('textbox', { name: 'Project title' }));
    await user.paste('Robot arm');
    await user.click(button);
    await user.click(button);
    expect(screen.getByRole('textbox', { name: 'Project title' })).toHaveValue('Robot arm');
  });

  it('leaves focus alone when the app closes it for the other panel', async () => {
    const { user, button } = setup();
    await user.click(button);
    const chat = screen.getByRole('button', { name: 'Open chat instead' });
    await user.click(chat);
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(chat).toHaveFocus();
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
    const { user, onOpenChange, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole('radio', { name: /^AI Development/ }));
    for (const [name, text] of [
      ['Project title', 'Chat assistant'],
      ['Project description', 'An assistant for our support desk.'],
      ['Your email', 'client@example.com'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Project Inquiry Submitted' }),
    );
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('radio', { name: /^AI Development/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Project title' })).toHaveValue('');
  });

  it('fades the button on a narrow screen after 4 s idle, but not while the panel is open', () => {
    vi.useFakeTimers();
    stubScreen(true);
    const { rerender } = render(<ProjectIdeaLauncher open={false} onOpenChange={vi.fn()} />);
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

    rerender(<ProjectIdeaLauncher open onOpenChange={vi.fn()} />);
    act(() => {
      vi.advanceTimersByTime(IDLE_FADE_MS * 2);
    });
    expect(button).toHaveStyle({ opacity: '1' });
  });
});
