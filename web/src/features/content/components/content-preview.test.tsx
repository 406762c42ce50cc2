import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultContent } from '@shared/content/defaults';
import { ContentPreview } from './content-preview';

// The frame loads once the page has loaded and is idle: here, at once.
vi.mock('@/lib/start/page-loaded', () => ({ pageLoadedAndIdle: () => Promise.resolve() }));

// jsdom lays nothing out: the preview's box is as wide as the page it draws (no scaling), and
// on the screen.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly seen: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.seen([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The preview frame, once its page may load (the test's page is loaded and idle at once). */
async function frameOf(): Promise<HTMLIFrameElement> {
  await act(async () => {
    await Promise.resolve();
  });
  const frame = document.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('No preview frame.');
  return frame;
}

/** The preview page saying it is ready, from inside the frame. */
function ready(frame: HTMLIFrameElement, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'content-preview:ready' },
        origin,
        source: frame.contentWindow,
      }),
    );
  });
}

describe('the content preview beside the editor', () => {
  it('opens the preview page of the document and sends it the draft once it is ready', async () => {
    vi.useFakeTimers();
    const content = defaultContent.projects;
    render(<ContentPreview id="projects" content={content} />);
    const frame = await frameOf();
    expect(frame.getAttribute('src')).toBe('/admin-content-preview?document=projects');
    const sent = vi.spyOn(frame.contentWindow as Window, 'postMessage');

    ready(frame, 'https://elsewhere.example');
    act(() => vi.advanceTimersByTime(500));
    expect(sent).not.toHaveBeenCalled();

    ready(frame);
    act(() => vi.advanceTimersByTime(500));
    expect(sent).toHaveBeenLastCalledWith(
      { type: 'content-preview:draft', id: 'projects', content, mode: 'light' },
      window.location.origin,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    act(() => vi.advanceTimersByTime(500));
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({ mode: 'dark' }),
      window.location.origin,
    );
  });

  it('draws the page at a phone’s width or a desktop’s', async () => {
    render(<ContentPreview id="hero" content={defaultContent.hero} />);
    expect((await frameOf()).width).toBe('1280');
    fireEvent.click(screen.getByRole('button', { name: 'Phone, 390 px wide' }));
    expect((await frameOf()).width).toBe('390');
    expect(screen.getByTitle(/Preview of Hero stats and links, phone width, light/)).toBe(
      await frameOf(),
    );
  });
});
