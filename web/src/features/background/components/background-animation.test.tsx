import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundAnimation } from './background-animation';

let callbacks: FrameRequestCallback[] = [];
const clearRect = vi.fn();

beforeEach(() => {
  callbacks = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  const context: Partial<CanvasRenderingContext2D> = {
    clearRect,
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    stroke: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as CanvasRenderingContext2D,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRect.mockClear();
});

/** Runs the next `count` display frames of a 60 Hz screen, starting at `from` ms. */
function displayFrames(count: number, from = 1000): void {
  for (let index = 0; index < count; index++) {
    const pending = callbacks;
    callbacks = [];
    for (const callback of pending) callback(from + (index * 1000) / 60);
  }
}

describe('BackgroundAnimation', () => {
  it('draws at most 30 frames a second on a 60 Hz display', () => {
    render(<BackgroundAnimation />);
    displayFrames(60);
    expect(clearRect.mock.calls.length).toBe(30);
  });

  it('draws nothing while the page is covered, and starts once it is uncovered', () => {
    const { rerender } = render(<BackgroundAnimation covered />);
    displayFrames(30);
    expect(clearRect).not.toHaveBeenCalled();

    rerender(<BackgroundAnimation covered={false} />);
    displayFrames(30);
    expect(clearRect.mock.calls.length).toBe(15);
  });
});
