import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api';
import { PASSWORD, uniqueName } from '../support/accounts';

// X-Powered-By is checked in src/api/app.test.ts: on the emulator the Functions emulator's own
// Express hub adds one to every function's answer, which no function can take off.
describe('smaller leaks (issue 10, point 9)', () => {
  it.each(['mail.gmail.com', 'eu.mail.yahoo.com', 'GoogleMail.com'])(
    'counts an address at %s as free mail for a business account',
    async (domain) => {
      const username = uniqueName();
      const answer = await new ApiClient().post('/api/register', {
        username,
        email: `${username}@${domain}`,
        password: PASSWORD,
        role: 'business_associate',
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.errors).toMatchObject({
        email: [expect.stringContaining('business email address')],
      });
    },
  );

  it('does not count a company under a shared suffix as free mail (acme.com.ar)', async () => {
    const username = uniqueName();
    const answer = await new ApiClient().post('/api/register', {
      username,
      email: `${username}@acme-${username}.com.ar`,
      password: PASSWORD,
      role: 'business_associate',
    });
    expect(answer.status, answer.text).toBe(201);
  });
});
