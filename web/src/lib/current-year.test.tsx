import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from './current-year';

function Year() {
  return <p>{useCurrentYear()}</p>;
}

describe('useCurrentYear', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders today's year, not the build's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    render(<Year />);
    expect(screen.getByText('2031')).toBeInTheDocument();
  });
});
