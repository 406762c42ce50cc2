import { describe, expect, it } from 'vitest';
import { z } from '../shared/zod';
import { DomainError } from './errors';
import { parseInput, requestObject } from './validation';

const schema = z.object({
  name: z.string({ error: 'Name?' }),
  note: z.string({ error: 'Note as text.' }).optional(),
});

describe('parseInput', () => {
  it('reads a field sent as null as a field not sent', () => {
    expect(parseInput(schema, { name: 'Ada', note: null })).toEqual({ name: 'Ada' });
  });

  it('says a required field sent as null is missing, in the schema’s words', () => {
    expect(() => parseInput(schema, { name: null })).toThrow(
      expect.objectContaining({ kind: 'invalid', message: 'Name?' }),
    );
  });

  it('parses what is not an object as it is (a header)', () => {
    expect(parseInput(z.string({ error: 'Key?' }), 'abc')).toBe('abc');
  });
});

describe('requestObject', () => {
  it('reads no data as an empty object and passes an object through', () => {
    expect(requestObject(null)).toEqual({});
    expect(requestObject(undefined)).toEqual({});
    expect(requestObject({ a: 1 })).toEqual({ a: 1 });
  });

  it.each(['x', 1, true, [], [{ a: 1 }]])('refuses %j in words', (data) => {
    expect(() => requestObject(data)).toThrow(
      new DomainError('invalid', 'Send the request as a JSON object.'),
    );
  });
});
