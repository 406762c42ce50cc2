import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe, type AppEvents } from '@/lib/events';
import { Section } from './components/section';

/** A stand-in IntersectionObserver the test moves sections in and out of view with. */
class FakeObserver implements IntersectionObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
    FakeObserver.instances.push(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  /** Reports `element` in or out of view, as the browser does, if it is being watched. */
  report(element: Element, isIntersecting: boolean): void {
    if (!this.observed.has(element)) return;
    const rect = element.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target: element,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    };
    this.callback([entry], this);
  }
}

const watching = (element: Element): boolean =>
  FakeObserver.instances.some((observer) => observer.observed.has(element));

function scrollIntoView(element: Element, inView = true): void {
  act(() => FakeObserver.instances.forEach((observer) => observer.report(element, inView)));
}

let idle: (() => void)[] = [];
const viewed = vi.fn<(payload: AppEvents['section.viewed']) => void>();
let stop: () => void = () => undefined;

function renderSections() {
  const view = render(
    <main>
      <Section id="skills" heading={{ title: 'Skills' }}>
        <p>React</p>
      </Section>
      <Section id="projects" heading={{ title: 'Projects' }}>
        <p>Robots</p>
      </Section>
    </main>,
  );
  const section = (name: string): HTMLElement => screen.getByRole('region', { name });
  return { ...view, skills: section('Skills'), projects: section('Projects') };
}

/** The page has loaded; the browser now reports a quiet moment. */
async function becomeIdle(): Promise<void> {
  await waitFor(() => expect(idle.length).toBeGreaterThan(0));
  act(() => idle.splice(0).forEach((run) => run()));
}

beforeEach(() => {
  FakeObserver.instances = [];
  idle = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  viewed.mockClear();
  stop = subscribe('section.viewed', viewed);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('section.viewed', () => {
  it('starts watching only once the page has loaded and is idle', async () => {
    const { skills } = renderSections();
    // Whatever happens on screen before that is not observed: loading has the main thread.
    await act(async () => {
      await Promise.resolve();
    });
    expect(watching(skills)).toBe(false);

    await becomeIdle();
    await waitFor(() => expect(watching(skills)).toBe(true));
    // One observer for every section, watching the middle of the screen.
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0]?.rootMargin).toBe('-40% 0px -40% 0px');
  });

  it('is published once per section when it comes into view, with its anchor id', async () => {
    const { skills, projects } = renderSections();
    await becomeIdle();
    await waitFor(() => expect(watching(projects)).toBe(true));

    scrollIntoView(skills, false);
    expect(viewed).not.toHaveBeenCalled();

    scrollIntoView(skills);
    expect(viewed).toHaveBeenCalledExactlyOnceWith({ section: 'skills' });

    // Scrolling away and back within the same page view does not count again.
    scrollIntoView(skills, false);
    scrollIntoView(skills);
    expect(viewed).toHaveBeenCalledTimes(1);

    scrollIntoView(projects);
    expect(viewed).toHaveBeenLastCalledWith({ section: 'projects' });
    expect(viewed).toHaveBeenCalledTimes(2);
  });

  it('counts again on the next page view, and stops watching a section that leaves the page', async () => {
    const first = renderSections();
    await becomeIdle();
    await waitFor(() => expect(watching(first.skills)).toBe(true));
    scrollIntoView(first.skills);
    first.unmount();
    expect(watching(first.projects)).toBe(false);

    const second = renderSections();
    await becomeIdle();
    await waitFor(() => expect(watching(second.skills)).toBe(true));
    scrollIntoView(second.skills);
    expect(viewed).toHaveBeenCalledTimes(2);
    expect(viewed).toHaveBeenLastCalledWith({ section: 'skills' });
  });
});
