import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HINT_SHOWN_MS, HINT_TICK_MS, HintToast, type ShownHint } from './hint-toast';

const HINT: ShownHint = { id: 1, text: 'Type a word of four letters.' };

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** How full the bar is, 0 to 1. */
function progress(): number {
  const value = screen.getByTestId('hint-progress').getAttribute('aria-valuenow');
  if (value === null) throw new Error('The hint has no progress bar value');
  return Number(value) / 100;
}

let onDone: ReturnType<typeof vi.fn<() => void>>;
let onTurnOff: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  onDone = vi.fn<() => void>();
  onTurnOff = vi.fn<() => void>();
});

afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
});

const show = (hint: ShownHint | null = HINT) =>
  render(<HintToast hint={hint} onDone={onDone} onTurnOff={onTurnOff} />);

describe('HintToast', () => {
  it('keeps an empty polite status region in the page while no hint shows', () => {
    show(null);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows "Secret: {hint}" in the status region, with Turn off and Dismiss', () => {
    show();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`Secret: ${HINT.text}`);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss hint' })).toBeInTheDocument();
  });

  it('fills its bar in 40 ms ticks and is done after 4 s, not before', () => {
    show();
    expect(progress()).toBe(0);
    advance(HINT_TICK_MS - 1);
    expect(progress()).toBe(0);
    advance(1);
    expect(progress()).toBeCloseTo(HINT_TICK_MS / HINT_SHOWN_MS);
    advance(HINT_SHOWN_MS / 2 - HINT_TICK_MS);
    expect(progress()).toBeCloseTo(0.5);
    advance(HINT_SHOWN_MS / 2 - 1);
    expect(onDone).not.toHaveBeenCalled();
    advance(1);
    expect(progress()).toBe(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stands still while the tab is hidden', () => {
    show();
    advance(1000);
    setHidden(true);
    advance(HINT_SHOWN_MS * 5);
    expect(progress()).toBeCloseTo(0.25);
    expect(onDone).not.toHaveBeenCalled();
    setHidden(false);
    advance(HINT_SHOWN_MS - 1000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stands still while the pointer or focus is on it, so its buttons can be reached', () => {
    show();
    const turnOff = screen.getByRole('button', { name: 'Turn off' });
    fireEvent.pointerEnter(turnOff.closest('.egg-hint') ?? turnOff);
    advance(HINT_SHOWN_MS * 2);
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.pointerLeave(turnOff.closest('.egg-hint') ?? turnOff);
    act(() => turnOff.focus());
    advance(HINT_SHOWN_MS * 2);
    expect(onDone).not.toHaveBeenCalled();
    act(() => turnOff.blur());
    advance(HINT_SHOWN_MS);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('turns the eggs off from its Turn off button', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(onTurnOff).toHaveBeenCalledTimes(1);
  });

  it('is dismissed by its close button or Escape', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss hint' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Turn off' }), { key: 'Escape' });
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to where it came from when the hint goes', () => {
    const { rerender } = render(
      <>
        <button type="button">Before</button>
        <HintToast hint={HINT} onDone={onDone} onTurnOff={onTurnOff} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Before' });
    act(() => before.focus());
    act(() => screen.getByRole('button', { name: 'Turn off' }).focus());
    rerender(
      <>
        <button type="button">Before</button>
        <HintToast hint={null} onDone={onDone} onTurnOff={onTurnOff} />
      </>,
    );
    expect(before).toHaveFocus();
  });

  it('starts a new hint with a new 4 s', () => {
    const { rerender } = show();
    advance(HINT_SHOWN_MS / 2);
    rerender(
      <HintToast hint={{ id: 2, text: 'Another.' }} onDone={onDone} onTurnOff={onTurnOff} />,
    );
    expect(progress()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Secret: Another.');
  });
});
