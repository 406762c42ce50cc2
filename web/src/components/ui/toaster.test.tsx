import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION, dismissToast, toast } from '@/lib/toast';
import { loadStyledScope } from '@/lib/start/mui-stages';
import { Toaster } from './toaster';

/** Raises a toast and lets the lazily loaded toast view arrive (the Toaster loads it on first use). */
async function show(input: Parameters<typeof toast>[0]): Promise<number> {
  let id = 0;
  act(() => {
    id = toast(input);
  });
  await act(async () => {
    // The view, and MUI's scope it is drawn in (its runtime, the theme and the query cache).
    await Promise.all([import('./toast-view'), loadStyledScope()]);
  });
  return id;
}

function region(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('Toaster', () => {
  afterEach(() => {
    act(() => {
      dismissToast();
    });
    vi.useRealTimers();
  });

  it('shows nothing until a toast is raised', async () => {
    render(<Toaster />);
    expect(region()).toBeEmptyDOMElement();
  });

  it('shows the title and description of a toast, politely as a status', async () => {
    render(<Toaster />);
    await show({ title: 'Saved', description: 'Your profile was updated.' });
    const status = within(region()).getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveTextContent('Your profile was updated.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders a destructive toast as an alert', async () => {
    render(<Toaster />);
    await show({
      title: 'Authentication Required',
      description: 'Please log in.',
      variant: 'destructive',
    });
    const alert = within(region()).getByRole('alert');
    expect(alert).toHaveTextContent('Authentication Required');
    expect(alert).toHaveTextContent('Please log in.');
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    render(<Toaster />);
    await show({ title: 'First toast' });
    await show({ title: 'Second toast' });
    expect(screen.getByText('Second toast')).toBeInTheDocument();
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(within(region()).getAllByRole('status')).toHaveLength(1);
  });

  it('closes by itself after 5000 ms', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    await show({ title: 'Brief news' });
    expect(DEFAULT_TOAST_DURATION).toBe(5000);

    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1);
    });
    expect(screen.getByText('Brief news')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Brief news')).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full 5000 ms', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    await show({ title: 'Old news' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await show({ title: 'Fresh news' });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Fresh news')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Fresh news')).not.toBeInTheDocument();
  });

  it('honours a custom duration', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    await show({ title: 'Quick one', duration: 1000 });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByText('Quick one')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Quick one')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    await show({ title: 'Dismiss me' });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    await show({ title: 'Escape me' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Escape me')).not.toBeInTheDocument());
  });

  it('stays open when the user clicks elsewhere on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    await show({ title: 'Still here' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('moves focus to the notifications region on F8', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Somewhere else</button>
        <Toaster />
      </>,
    );
    await show({ title: 'Look here' });
    screen.getByRole('button', { name: 'Somewhere else' }).focus();
    await user.keyboard('{F8}');
    expect(region()).toHaveFocus();
  });

  it('ignores other keys', async () => {
    render(
      <>
        <button type="button">Somewhere else</button>
        <Toaster />
      </>,
    );
    const other = screen.getByRole('button', { name: 'Somewhere else' });
    other.focus();
    fireEvent.keyDown(window, { key: 'F7' });
    expect(other).toHaveFocus();
  });
});

describe('Toaster swipe', () => {
  afterEach(() => {
    act(() => {
      dismissToast();
    });
  });

  it('dismisses a toast swiped sideways past 50 px, and keeps it for a shorter swipe', async () => {
    render(<Toaster />);
    await show({ title: 'Swipe me' });
    const toastElement = within(region()).getByRole('status');
    fireEvent.pointerDown(toastElement, { clientX: 100 });
    fireEvent.pointerMove(toastElement, { clientX: 130 });
    fireEvent.pointerUp(toastElement, { clientX: 130 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(toastElement, { clientX: 100 });
    fireEvent.pointerMove(toastElement, { clientX: 170 });
    fireEvent.pointerUp(toastElement, { clientX: 170 });
    await waitFor(() => expect(screen.queryByText('Swipe me')).not.toBeInTheDocument());
  });
});
