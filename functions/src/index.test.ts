import { describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from './shared/admin-calls';
import * as deployed from './index';

describe('the deployed functions', () => {
  it('include every admin call under the name the admin pages call it by', () => {
    expect(Object.keys(deployed)).toEqual(expect.arrayContaining(Object.keys(ADMIN_CALLS)));
  });
});
