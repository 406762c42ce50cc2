import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows the fallback while its code loads on the first render', async () => {
    const Lazy = lazyComponent(async () => Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders in the same pass once preloaded, without suspending, and loads the code once', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
