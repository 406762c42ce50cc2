import { describe, expect, it } from 'vitest';
import { isFreeMailAddress } from './free-mail';

describe('isFreeMailAddress', () => {
  it.each([
    'ada@gmail.com',
    'ada@GMAIL.com',
    'ada@mail.gmail.com',
    'ada@eu.mail.yahoo.com',
    'ada@uk.yahoo.co.uk',
    'ada@x.y.outlook.com',
    'ada@gmail.com.',
    'ada@anything.usa.cc',
  ])('counts %s as free mail', (address) => {
    expect(isFreeMailAddress(address)).toBe(true);
  });

  it.each([
    'ada@acme.com',
    'ada@notgmail.com',
    'ada@gmail.com.evil.example',
    'ada@acme.com.ar',
    'ada@mycompany.dynu.net',
    'ada@shop.org.ua',
  ])('does not count %s as free mail', (address) => {
    expect(isFreeMailAddress(address)).toBe(false);
  });
});
