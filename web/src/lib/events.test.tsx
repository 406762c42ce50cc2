import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publish, subscribe, useAppEvent, type AppEvents } from './events';

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  unsubscribes.splice(0).forEach((stop) => stop());
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
    publish('game.scored', { game: 'snake', score: 12 });
    expect(after).toHaveBeenCalledWith({ game: 'snake', score: 12 });
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
