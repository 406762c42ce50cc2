import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { SharePortfolioDialog, shareLinks } from './share-portfolio-dialog';

const URL_WITH_QUERY = 'https://example.com/portfolio?ref=a&b=c d';
const TITLE = 'Jane Doe — Portfolio';
const TEXT = 'Check out my work & projects!';

function renderDialog(onClose = vi.fn()) {
  render(
    <>
      <SharePortfolioDialog open onClose={onClose} url={URL_WITH_QUERY} title={TITLE} text={TEXT} />
      <Toaster />
    </>,
  );
  return { onClose };
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('shareLinks', () => {
  const links = shareLinks(URL_WITH_QUERY, TITLE, TEXT);
  const encodedUrl = 'https%3A%2F%2Fexample.com%2Fportfolio%3Fref%3Da%26b%3Dc%20d';

  it('builds the four network URLs with every parameter encoded', () => {
    expect(links.linkedin).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    );
    expect(links.x).toBe(
      `https://twitter.com/intent/tweet?url=${encodedUrl}&text=Check%20out%20my%20work%20%26%20projects!`,
    );
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=Check%20out%20my%20work%20%26%20projects!%20${encodedUrl}`,
    );
  });

  it('round-trips the values through URL parsing', () => {
    expect(new URL(links.x).searchParams.get('url')).toBe(URL_WITH_QUERY);
    expect(new URL(links.x).searchParams.get('text')).toBe(TEXT);
    expect(new URL(links.facebook).searchParams.get('u')).toBe(URL_WITH_QUERY);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${TEXT} ${URL_WITH_QUERY}`);
  });

  it('builds a mailto link with subject and body', () => {
    expect(links.email).toBe(
      `mailto:?subject=Jane%20Doe%20%E2%80%94%20Portfolio&body=Check%20out%20my%20work%20%26%20projects!%0A%0A${encodedUrl}`,
    );
  });
});

describe('SharePortfolioDialog', () => {
  it('is a titled dialog that closes from its close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Share Portfolio' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('opens each network in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    renderDialog();
    const links = shareLinks(URL_WITH_QUERY, TITLE, TEXT);

    await user.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));
    await user.click(screen.getByRole('button', { name: 'Share on X (Twitter)' }));
    await user.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    await user.click(screen.getByRole('button', { name: 'Share on WhatsApp' }));

    expect(open.mock.calls).toEqual([
      [links.linkedin, '_blank', 'noopener,noreferrer'],
      [links.x, '_blank', 'noopener,noreferrer'],
      [links.facebook, '_blank', 'noopener,noreferrer'],
      [links.whatsapp, '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('shows the direct link read-only and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();

    const field = screen.getByRole('textbox', { name: 'Direct link' });
    expect(field).toHaveValue(URL_WITH_QUERY);
    expect(field).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_WITH_QUERY);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('selects the link and asks for a manual copy when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('The link is selected: copy it manually.')).toBeInTheDocument();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Direct link' });
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL_WITH_QUERY.length);
  });

  it('links to an email draft', () => {
    renderDialog();
    expect(screen.getByRole('link', { name: 'Share via Email' })).toHaveAttribute(
      'href',
      shareLinks(URL_WITH_QUERY, TITLE, TEXT).email,
    );
  });

  it('hides the system share button when the browser has no Web Share', () => {
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it('offers the system share sheet first when available', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderDialog();

    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    const shareButton = screen.getByRole('button', { name: 'Share…' });
    // The close icon comes first in the DOM; the share sheet leads the dialog's content.
    expect(buttons.indexOf(shareButton)).toBe(1);

    await user.click(shareButton);
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: TEXT, url: URL_WITH_QUERY });
  });

  it('stays quiet when the user dismisses the share sheet', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.reject(new DOMException('Cancelled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByText('Sharing failed')).not.toBeInTheDocument();
  });

  it('reports other share failures so the user can pick another option', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.reject(new DOMException('Blocked', 'NotAllowedError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(await screen.findByText('Sharing failed')).toBeInTheDocument();
  });
});
