import { useTheme } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteTheme } from '@shared/site-theme';
import { PageBoundary } from '@/testing/page-boundary';
import { SiteThemeContext, siteThemeStore } from '@/theme/site-theme-context';
import { fetchesAhead, part } from './part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const SITE: SiteTheme = { variant: 'vibrant', appearance: 'light', primary: '#c2410c', radius: 1 };

/** What a part drawn with MUI sees of the theme. */
function ThemeProbe({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <p>
      {label}: {theme.palette.primary.main} {String(theme.shape.borderRadius)}
    </p>
  );
}

describe('part', () => {
  it('shows its caller’s fallback while its code loads on the first render', async () => {
    const Part = part(async () => Greeting, { when: 'with-page', mui: false });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders in the same pass once preloaded, without suspending, and loads the code once', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = part(load, { when: 'with-page', mui: false });
    await Part.preload();
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads only once its signal has come, and a MUI part draws inside the theme', async () => {
    let open = (): void => undefined;
    const signal = new Promise<void>((resolve) => {
      open = resolve;
    });
    const load = vi.fn(async () => ThemeProbe);
    const Probe = part(load, { when: { after: () => signal }, mui: true });
    render(
      <SiteThemeContext value={siteThemeStore({ theme: SITE, startMode: 'system' })}>
        <Suspense fallback={<p>waiting</p>}>
          <Probe label="lazy" />
        </Suspense>
      </SiteThemeContext>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    open();
    expect(await screen.findByText('lazy: #c2410c 16')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('with an open prop, loads on the first opening and stays mounted when closed', async () => {
    const load = vi.fn(
      async () =>
        function Dialog({ open }: { open: boolean }) {
          return <p>{open ? 'shown' : 'hidden'}</p>;
        },
    );
    const Dialog = part(load, { when: 'first-use', mui: false });
    const { rerender } = render(<Dialog open={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/shown|hidden/)).not.toBeInTheDocument();
    rerender(<Dialog open />);
    expect(await screen.findByText('shown')).toBeInTheDocument();
    rerender(<Dialog open={false} />);
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it('after-load: renders nothing until the page has loaded and its turn has come', async () => {
    const Part = part(async () => Greeting, { when: 'after-load', mui: false });
    // A prerendered page whose document has loaded (jsdom's has): the turn comes in the next
    // idle period.
    const prerendered = document.createElement('div');
    prerendered.dataset.prerendered = '/';
    document.body.append(prerendered);
    render(<Part name="Ada" />);
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    prerendered.remove();
  });

  it('after-load: code that cannot be fetched leaves the page working, and comes once back online', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const Part = part(load, { when: 'after-load', mui: false });
    const prerendered = document.createElement('div');
    prerendered.dataset.prerendered = '/';
    document.body.append(prerendered);
    render(
      <PageBoundary>
        <p>The page</p>
        <Part name="Ada" />
      </PageBoundary>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    prerendered.remove();
  });

  it('fetchesAhead: fetches the code of what a control opens as the visitor comes to it', async () => {
    const panel = vi.fn(async () => Greeting);
    const failing = vi.fn(async (): Promise<typeof Greeting> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const Panel = part(panel, { when: 'first-use', mui: false });
    const Offline = part(failing, { when: 'first-use', mui: false });
    render(
      <button type="button" {...fetchesAhead(Panel, Offline)}>
        Open
      </button>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() => expect(panel).toHaveBeenCalledOnce());
    expect(failing).toHaveBeenCalledOnce();
    // Fetched once; a failed fetch is tried again on the next approach.
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    expect(panel).toHaveBeenCalledOnce();
  });
});
