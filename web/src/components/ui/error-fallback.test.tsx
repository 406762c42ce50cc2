import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './error-fallback';

describe('ErrorFallback', () => {
  it('shows the render-failure texts, the generic detail and a Return Home link', () => {
    render(<ErrorFallback />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry, but there was an error loading this page."),
    ).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when it can retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorFallback detail="Chunk failed to load" onRetry={onRetry} />);
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
