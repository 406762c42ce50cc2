import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetTestQueryClient } from './query';

afterEach(() => {
  cleanup();
  resetTestQueryClient();
});

// jsdom cannot draw on a canvas: in component tests canvas-confetti only records what it was asked.
vi.mock('canvas-confetti', () => {
  const cannon = () =>
    Object.assign(
      vi.fn(() => Promise.resolve(null)),
      { reset: vi.fn() },
    );
  return { default: Object.assign(cannon(), { create: vi.fn(cannon) }) };
});
