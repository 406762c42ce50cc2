import { describe, expect, it } from 'vitest';
import { optionValue } from './options.js';

describe('optionValue', () => {
  it('reads --name=value, empty when given empty, undefined when absent', () => {
    const args = ['--pages=/admin,/dashboard', '--runs=', '--tracesX=no'];
    expect(optionValue(args, 'pages')).toBe('/admin,/dashboard');
    expect(optionValue(args, 'runs')).toBe('');
    expect(optionValue(args, 'traces')).toBeUndefined();
  });
});
