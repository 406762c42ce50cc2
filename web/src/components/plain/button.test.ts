import { describe, expect, it } from 'vitest';
import { buttonClass } from './button';

describe('buttonClass', () => {
  it('is a primary text button of medium size by default', () => {
    expect(buttonClass()).toBe('ui-btn');
  });

  it('names the variant, size, colour and width it is given', () => {
    expect(
      buttonClass({ variant: 'contained', size: 'large', color: 'inherit', fullWidth: true }),
    ).toBe('ui-btn ui-btn--contained ui-btn--large ui-btn--inherit ui-btn--full');
    expect(buttonClass({ size: 'small', color: 'error' })).toBe(
      'ui-btn ui-btn--small ui-btn--error',
    );
  });
});
