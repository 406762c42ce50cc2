import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pwaState } from '@/testing/pwa-register-stub';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  beforeEach(() => {
    pwaState.updateServiceWorker.mockClear();
  });

  it('stays hidden while no new version is waiting', () => {
    pwaState.needRefresh = false;
    render(<UpdatePrompt />);
    expect(screen.queryByText(/Update available/)).not.toBeInTheDocument();
  });

  it('offers a reload that activates the waiting version', async () => {
    pwaState.needRefresh = true;
    render(<UpdatePrompt />);
    expect(
      await screen.findByText('Update available — reload to get the latest version.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwaState.updateServiceWorker).toHaveBeenCalledOnce();
  });

  it('can be put off with Later', async () => {
    pwaState.needRefresh = true;
    render(<UpdatePrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(pwaState.updateServiceWorker).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
