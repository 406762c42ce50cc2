import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easterEggs } from '@shared/content/easter-eggs';
import type { EasterEgg } from '@shared/content/easter-eggs-schema';
import { listenForEggs, type FoundBy } from './egg-listener';

const egg = (id: EasterEgg['id']): EasterEgg => {
  const found = easterEggs.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No ${id} egg in the content`);
  return found;
};

const SECTIONS = ['hero', 'skills', 'projects'] as const;

function rect(top: number, height: number): DOMRect {
  const box = {
    x: 0,
    y: top,
    width: 1024,
    height,
    top,
    left: 0,
    right: 1024,
    bottom: top + height,
  };
  return { ...box, toJSON: () => box };
}

/**
 * The home page's sections, one under the viewport's middle (jsdom lays nothing out, so each
 * says where it is) and the others above or below it.
 */
function placeSections(inView: (typeof SECTIONS)[number] | null): void {
  const middle = window.innerHeight / 2;
  SECTIONS.forEach((id, index) => {
    const section = document.createElement('section');
    section.id = id;
    const heading = document.createElement('h2');
    heading.id = `${id}-title`;
    heading.innerHTML = `<span>${id}</span>`;
    section.append(heading);
    const top = id === inView ? middle - 300 : index * 5000 + 10_000;
    section.getBoundingClientRect = () => rect(top, 900);
    document.body.append(section);
  });
}

let found: { egg: string; by: FoundBy }[];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  found = [];
  stop = listenForEggs({
    eggs: easterEggs,
    onMatch: (match, by) => found.push({ egg: match.id, by }),
  });
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

interface KeyOptions {
  target?: Element;
  code?: (key: string) => string;
  init?: KeyboardEventInit;
}

/** Types `keys` on `target` (the page by default), `gapMs` apart. */
function type(keys: readonly string[], gapMs: number, options: KeyOptions = {}): void {
  const { target = document.body, code = (key) => `Key${key.toUpperCase()}`, init } = options;
  keys.forEach((key, index) => {
    if (index > 0) vi.advanceTimersByTime(gapMs);
    fireEvent.keyDown(target, { key, code: code(key), ...init });
  });
}

/** `count` whole-millisecond gaps adding up to `totalMs` (the clock counts whole milliseconds). */
function gaps(count: number, totalMs: number): number[] {
  const gap = Math.floor(totalMs / count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? totalMs - gap * (count - 1) : gap,
  );
}

/** Types `keys` spread over `totalMs` from the first to the last. */
function typeOver(keys: readonly string[], totalMs: number, options: KeyOptions = {}): void {
  const { target = document.body, code = (key: string) => `Key${key.toUpperCase()}` } = options;
  const between = gaps(keys.length - 1, totalMs);
  keys.forEach((key, index) => {
    if (index > 0) vi.advanceTimersByTime(between[index - 1] ?? 0);
    fireEvent.keyDown(target, { key, code: code(key), ...options.init });
  });
}

const sectionOf = (match: EasterEgg) => (match.scope === 'global' ? 'hero' : match.scope);

describe('the key patterns', () => {
  it.each(easterEggs.map((match) => [match.id, match] as const))(
    'matches the %s egg typed within its window, in its section',
    (_id, match) => {
      placeSections(sectionOf(match));
      typeOver(match.pattern, match.windowMs);
      expect(found).toEqual([{ egg: match.id, by: 'keys' }]);
    },
  );

  it.each(easterEggs.map((match) => [match.id, match] as const))(
    'does not match the %s egg typed 1 ms slower than its window',
    (_id, match) => {
      placeSections(sectionOf(match));
      typeOver(match.pattern, match.windowMs + 1);
      expect(found).toEqual([]);
    },
  );

  it('matches the Game egg anywhere, even on a page without the home sections', () => {
    type(egg('game').pattern, 100);
    expect(found).toEqual([{ egg: 'game', by: 'keys' }]);
  });

  it.each([
    ['code', 'projects'],
    ['code', 'hero'],
    ['ai', 'skills'],
    ['ai', 'hero'],
  ] as const)('does not match the %s egg while %s is the section in view', (id, section) => {
    placeSections(section);
    type(egg(id).pattern, 100);
    expect(found).toEqual([]);
  });

  it('does not match a section egg on a page without that section', () => {
    type(egg('code').pattern, 100);
    type(egg('ai').pattern, 100);
    expect(found).toEqual([]);
  });

  it('needs the pattern to be the last keys: a wrong key inside it breaks it', () => {
    type(['g', 'a', 'x', 'm', 'e'], 100);
    expect(found).toEqual([]);
    type(['x', 'g', 'a', 'm', 'e'], 100);
    expect(found).toEqual([{ egg: 'game', by: 'keys' }]);
  });

  it('starts afresh after a match, so one match never begins the next', () => {
    placeSections('projects');
    type(['a', 'i'], 100);
    type(['i'], 100);
    expect(found).toEqual([{ egg: 'ai', by: 'keys' }]);
  });

  it('counts capitals typed with Shift as their letters, and Shift itself as no key', () => {
    ['G', 'A', 'M', 'E'].forEach((key) => {
      fireEvent.keyDown(document.body, { key: 'Shift', code: 'ShiftLeft', shiftKey: true });
      fireEvent.keyDown(document.body, { key, code: `Key${key}`, shiftKey: true });
      vi.advanceTimersByTime(100);
    });
    expect(found).toEqual([{ egg: 'game', by: 'keys' }]);
  });

  it('follows the letters a layout types (key), not the physical keys pressed (code)', () => {
    // AZERTY: A is where QWERTY has Q, and M where QWERTY has the semicolon.
    const azerty: Record<string, string> = { g: 'KeyG', a: 'KeyQ', m: 'Semicolon', e: 'KeyE' };
    type(['g', 'a', 'm', 'e'], 100, { code: (key) => azerty[key] ?? '' });
    expect(found).toEqual([{ egg: 'game', by: 'keys' }]);

    // The physical keys of QWERTY's G A M E, which on AZERTY type g q , e: no match.
    const typed: Record<string, string> = { g: 'KeyG', q: 'KeyA', ',': 'KeyM', e: 'KeyE' };
    type(['g', 'q', ',', 'e'], 100, { code: (key) => typed[key] ?? '' });
    expect(found).toHaveLength(1);
  });

  it.each([
    ['an input', '<input type="text" />', 'input'],
    ['a textarea', '<textarea></textarea>', 'textarea'],
    ['a select', '<select><option>a</option></select>', 'select'],
    ['a contenteditable element', '<div contenteditable="true"><p>x</p></div>', 'p'],
    ['a textbox', '<div role="textbox" tabindex="0"></div>', 'div'],
    ['a combobox', '<div role="combobox" tabindex="0"></div>', 'div'],
    ['a searchbox', '<div role="searchbox" tabindex="0"></div>', 'div'],
  ])('ignores keys typed in %s', (_name, html, selector) => {
    document.body.innerHTML = `<form>${html}</form>`;
    const field = document.body.querySelector(selector);
    if (!field) throw new Error('no field');
    type(egg('game').pattern, 100, { target: field });
    expect(found).toEqual([]);
    // The same keys on the page itself do match.
    type(egg('game').pattern, 100);
    expect(found).toEqual([{ egg: 'game', by: 'keys' }]);
  });

  it('ignores keys pressed inside a dialog', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><button>Close</button></div>';
    const button = document.body.querySelector('button');
    if (!button) throw new Error('no button');
    type(egg('game').pattern, 100, { target: button });
    expect(found).toEqual([]);
  });

  it.each([['ctrlKey'], ['metaKey'], ['altKey']] as const)(
    'ignores keys pressed with %s held',
    (modifier) => {
      type(egg('game').pattern, 100, { init: { [modifier]: true } });
      expect(found).toEqual([]);
    },
  );

  it('ignores the key-less keydown events of autofill', () => {
    // A plain event, as Chromium's autofill sends: no `key` at all.
    const event = new Event('keydown', { bubbles: true });
    expect(() => document.body.dispatchEvent(event)).not.toThrow();
    expect(found).toEqual([]);
  });

  it('listens no more once stopped', () => {
    stop();
    type(egg('game').pattern, 100);
    expect(found).toEqual([]);
  });
});

describe('the touch equivalents', () => {
  function logo(onClick: () => void): HTMLAnchorElement {
    const link = document.createElement('a');
    link.href = '#hero';
    link.dataset.eggTap = 'logo';
    link.innerHTML = 'MT<span>.</span>';
    link.addEventListener('click', onClick);
    document.body.append(link);
    return link;
  }

  function tap(target: Element, times: number, gapMs: number): boolean[] {
    return Array.from({ length: times }, (_, index) => {
      if (index > 0) vi.advanceTimersByTime(gapMs);
      return fireEvent.click(target);
    });
  }

  function tapOver(target: Element, times: number, totalMs: number): void {
    const between = gaps(times - 1, totalMs);
    for (let index = 0; index < times; index += 1) {
      if (index > 0) vi.advanceTimersByTime(between[index - 1] ?? 0);
      fireEvent.click(target);
    }
  }

  const targetOf = (match: EasterEgg): Element => {
    const selector = {
      logo: '[data-egg-tap="logo"] span',
      'skills-heading': '#skills-title span',
      'projects-heading': '#projects-title span',
    }[match.touch.target];
    const element = document.querySelector(selector);
    if (!element) throw new Error(`No ${selector}`);
    return element;
  };

  beforeEach(() => {
    // No section in view: a tap on a heading is the visitor pointing at it.
    placeSections(null);
    logo(() => undefined);
  });

  it.each(easterEggs.map((match) => [match.id, match] as const))(
    'matches the %s egg tapped its number of times on its target within its window',
    (_id, match) => {
      tapOver(targetOf(match), match.touch.taps, match.windowMs);
      expect(found).toEqual([{ egg: match.id, by: 'taps' }]);
    },
  );

  it.each(easterEggs.map((match) => [match.id, match] as const))(
    'does not match the %s egg tapped too slowly or once too few',
    (_id, match) => {
      tapOver(targetOf(match), match.touch.taps, match.windowMs + 1);
      vi.advanceTimersByTime(match.windowMs + 1);
      tap(targetOf(match), match.touch.taps - 1, 10);
      expect(found).toEqual([]);
    },
  );

  it('needs the taps in a row: a tap elsewhere among them breaks it', () => {
    const game = egg('game');
    const logoMark = targetOf(game);
    tap(logoMark, 2, 50);
    tap(targetOf(egg('code')), 1, 50);
    tap(logoMark, game.touch.taps - 2, 50);
    expect(found).toEqual([]);
  });

  it('lets the logo still do what it does on every tap', () => {
    document.body.querySelector('[data-egg-tap="logo"]')?.remove();
    const clicks = vi.fn();
    const link = logo(clicks);
    const game = egg('game');
    const notCancelled = tap(link, game.touch.taps, 100);
    expect(found).toEqual([{ egg: 'game', by: 'taps' }]);
    expect(clicks).toHaveBeenCalledTimes(game.touch.taps);
    expect(notCancelled).toEqual(Array<boolean>(game.touch.taps).fill(true));
  });

  it('counts a tap even where the target stops the click going further', () => {
    const heading = document.getElementById('projects-title');
    heading?.addEventListener('click', (event) => event.stopPropagation());
    const ai = egg('ai');
    tap(targetOf(ai), ai.touch.taps, 100);
    expect(found).toEqual([{ egg: 'ai', by: 'taps' }]);
  });
});
