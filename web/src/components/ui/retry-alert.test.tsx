import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('says why something could not load, and Try again asks for it again', () => {
    const retry = vi.fn();
    render(
      <RetryAlert severity="error" onRetry={retry}>
        Could not load your bookings.
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your bookings.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws a warning in the warning colours', () => {
    render(
      <RetryAlert severity="warning" onRetry={() => undefined}>
        Available times could not be loaded.
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveClass('ui-alert--warning');
  });
});
