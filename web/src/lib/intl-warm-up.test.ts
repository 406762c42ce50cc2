import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_UP_WORKER, warmUpIntl } from './intl-warm-up';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.appIntlWarmUp;
});

describe('warmUpIntl', () => {
  it('starts the warm-up worker once per page', () => {
    const started = vi.fn();
    vi.stubGlobal('Worker', started);
    warmUpIntl();
    warmUpIntl();
    expect(started).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledWith(INTL_WARM_UP_WORKER);
  });

  it('starts none when the shell already did', () => {
    const started = vi.fn();
    vi.stubGlobal('Worker', started);
    window.appIntlWarmUp = true;
    warmUpIntl();
    expect(started).not.toHaveBeenCalled();
  });

  it('goes on quietly when the browser refuses workers', () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function refuse() {
        throw new DOMException('Workers are blocked', 'SecurityError');
      }),
    );
    expect(() => warmUpIntl()).not.toThrow();
  });
});
