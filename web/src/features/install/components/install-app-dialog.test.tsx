import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

function setUserAgent(value: string): void {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
}

function fakeInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompt };
}

/** The prompt store is module state, so each test loads a fresh copy of the modules. */
async function loadModules() {
  vi.resetModules();
  const { InstallAppDialog } = await import('./install-app-dialog');
  const { Toaster } = await import('@/components/ui/toaster');
  const { captureInstallPrompt } = await import('../hooks/use-install-prompt');
  const renderDialog = (onClose = vi.fn()) => {
    render(
      <>
        <InstallAppDialog open onClose={onClose} />
        <Toaster />
      </>,
    );
    return { onClose };
  };
  return { renderDialog, captureInstallPrompt };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'standalone');
});

describe('InstallAppDialog', () => {
  it('is a titled dialog with the benefits and a close button', async () => {
    const user = userEvent.setup();
    const { renderDialog } = await loadModules();
    const { onClose } = renderDialog();

    expect(screen.getByRole('dialog', { name: 'Install App' })).toBeInTheDocument();
    expect(screen.getByText('Works offline')).toBeInTheDocument();
    expect(screen.getByText('No app store needed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('installs through the browser prompt and then shows the app as installed', async () => {
    const user = userEvent.setup();
    const { renderDialog } = await loadModules();
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();

    const { event, prompt } = fakeInstallPrompt('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('App installed')).toBeInTheDocument();
    expect(screen.getByText(/The app is installed on this device/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('uses a prompt captured before the dialog mounted', async () => {
    const { renderDialog, captureInstallPrompt } = await loadModules();
    captureInstallPrompt();
    window.dispatchEvent(fakeInstallPrompt('accepted').event);

    renderDialog();
    expect(screen.getByRole('button', { name: 'Install' })).toBeEnabled();
  });

  it('falls back to instructions when the prompt is dismissed', async () => {
    const user = userEvent.setup();
    setUserAgent(UA.edge);
    const { renderDialog, captureInstallPrompt } = await loadModules();
    captureInstallPrompt();
    window.dispatchEvent(fakeInstallPrompt('dismissed').event);
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Install in Chrome or Edge')).toBeInTheDocument();
    expect(screen.queryByText('App installed')).not.toBeInTheDocument();
  });

  it('marks the app installed when the browser reports appinstalled', async () => {
    const { renderDialog } = await loadModules();
    renderDialog();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByText(/The app is installed on this device/)).toBeInTheDocument();
  });

  it('explains Add to Home Screen on an iPhone', async () => {
    setUserAgent(UA.iphone);
    const { renderDialog } = await loadModules();
    renderDialog();

    expect(screen.getByRole('heading', { name: 'Install on iPhone or iPad' })).toBeInTheDocument();
    expect(screen.getByText(/Tap the Share button/)).toBeInTheDocument();
    expect(screen.getByText('Add to Home Screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('points to the browser menu on Android', async () => {
    setUserAgent(UA.android);
    const { renderDialog } = await loadModules();
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Install on Android' })).toBeInTheDocument();
    expect(screen.getByText('Install app')).toBeInTheDocument();
  });

  it('suggests another browser or a bookmark in Firefox', async () => {
    setUserAgent(UA.firefox);
    const { renderDialog } = await loadModules();
    renderDialog();
    expect(screen.getByText(/can't install web apps/)).toBeInTheDocument();
    expect(screen.getByText(/bookmark it/)).toBeInTheDocument();
  });

  it('says so when already running as the installed app', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(display-mode: standalone)', media: query })),
    );
    const { renderDialog } = await loadModules();
    renderDialog();
    expect(screen.getByText("You're already using the installed app.")).toBeInTheDocument();
    expect(screen.queryByText('Works offline')).not.toBeInTheDocument();
  });

  it('recognises the iOS home-screen app', async () => {
    setUserAgent(UA.iphone);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    const { renderDialog } = await loadModules();
    renderDialog();
    expect(screen.getByText("You're already using the installed app.")).toBeInTheDocument();
  });
});
