import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEventHistory, publish, subscribe, useAppEvent, type AppEvents } from './events';

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  unsubscribes.splice(0).forEach((stop) => stop());
  clearEventHistory();
  vi.restoreAllMocks();
});

describe('event bus', () => {
  it('delivers a payload to every listener of that event and to no other', () => {
    const sent = vi.fn<(payload: AppEvents['form.sent']) => void>();
    const themed = vi.fn<(payload: AppEvents['theme.changed']) => void>();
    unsubscribes.push(subscribe('form.sent', sent), subscribe('theme.changed', themed));

    publish('form.sent', { form: 'contact', outcome: 'queued' });

    expect(sent).toHaveBeenCalledWith({ form: 'contact', outcome: 'queued' });
    expect(themed).not.toHaveBeenCalled();
  });

  it('stops delivering once unsubscribed', () => {
    const listener = vi.fn();
    const stop = subscribe('section.viewed', listener);
    stop();
    publish('section.viewed', { section: 'skills' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps delivering to the others when one listener throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    unsubscribes.push(
      subscribe('game.scored', () => {
        throw new Error('broken listener');
      }),
      subscribe('game.scored', after),
    );
    const scored = { game: 'code-racer', score: 20, finished: false, won: false } as const;
    publish('game.scored', scored);
    expect(after).toHaveBeenCalledWith(scored);
  });

  it('tells a late listener that asks for it what was published before it came, then the rest', () => {
    publish('section.viewed', { section: 'hero' });
    publish('theme.changed', { mode: 'dark' });
    publish('section.viewed', { section: 'about' });
    const late = vi.fn();
    const plain = vi.fn();
    unsubscribes.push(
      subscribe('section.viewed', late, { replay: true }),
      subscribe('section.viewed', plain),
    );
    expect(late.mock.calls).toEqual([[{ section: 'hero' }], [{ section: 'about' }]]);
    expect(plain).not.toHaveBeenCalled();

    publish('section.viewed', { section: 'skills' });
    expect(late).toHaveBeenLastCalledWith({ section: 'skills' });
    expect(late).toHaveBeenCalledTimes(3);
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('keeps only the latest 200 events for late listeners', () => {
    for (let index = 0; index < 250; index++) publish('section.viewed', { section: `s${index}` });
    const late = vi.fn();
    unsubscribes.push(subscribe('section.viewed', late, { replay: true }));
    expect(late).toHaveBeenCalledTimes(200);
    expect(late).toHaveBeenNthCalledWith(1, { section: 's50' });
  });

  it('listens while a component is mounted, with its latest handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    function Listener({ onSkill }: { onSkill: (skill: string) => void }) {
      useAppEvent('endorsement.sent', ({ skill }) => onSkill(skill));
      return null;
    }
    const view = render(<Listener onSkill={first} />);
    view.rerender(<Listener onSkill={second} />);
    publish('endorsement.sent', { skill: 'React' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('React');

    view.unmount();
    publish('endorsement.sent', { skill: 'Go' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
