import { describe, expect, it } from 'vitest';
import { iconButtonClass } from './icon-button';

describe('iconButtonClass', () => {
  it('adds the colour and the border it is given', () => {
    expect(iconButtonClass()).toBe('ui-icon-btn');
    expect(iconButtonClass({ color: 'primary', bordered: true })).toBe(
      'ui-icon-btn ui-icon-btn--primary ui-icon-btn--bordered',
    );
  });
});
