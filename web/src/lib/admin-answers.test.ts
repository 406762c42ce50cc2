import { describe, expect, it } from 'vitest';
import { ADMIN_CALLS, type AdminCallName } from '@shared/admin-calls';
import { z } from '@shared/zod';
import { ADMIN_ANSWERS } from './admin-answers';

const described = (schema: unknown) =>
  schema instanceof z.ZodType ? z.toJSONSchema(schema, { unrepresentable: 'any' }) : schema;

const names = Object.keys(ADMIN_CALLS).filter((name): name is AdminCallName =>
  Object.hasOwn(ADMIN_ANSWERS, name),
);

describe('the admin answers the web loads', () => {
  it('cover every admin call', () => {
    expect(names).toEqual(Object.keys(ADMIN_CALLS));
    expect(Object.keys(ADMIN_ANSWERS).sort()).toEqual(Object.keys(ADMIN_CALLS).sort());
  });

  it.each(names)('%s: accepts exactly what the call answers', async (name) => {
    expect(described(await ADMIN_ANSWERS[name]())).toEqual(described(ADMIN_CALLS[name].response));
  });
});
