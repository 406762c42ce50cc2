import { serviceBookingSchema } from '@shared/bookings';
import { services } from '@shared/content/services';
import { DateTime, Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingOf,
  ownerToday,
  valuesOfBooking,
  wizardSchemaIn,
  type WizardValues,
} from './wizard-form';

const wizardSchema = wizardSchemaIn('Europe/London');

const VALUES: WizardValues = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.org',
  customerPhone: '+44 20 7946 0000',
  company: 'Analytical Engines Ltd',
  selectedService: 'robotics-integration',
  preferredDate: '2026-04-02',
  preferredTime: '11:00',
  notes: 'Two robots.\n\nOne arm each.',
};

beforeEach(() => {
  const now = Date.parse('2026-03-25T10:00:00Z');
  Settings.now = () => now;
});
afterEach(() => {
  Settings.now = () => Date.now();
});

describe('the booking payload', () => {
  it("carries the service's name as type and, with the notes and phone, as description", () => {
    const service = services.find((entry) => entry.id === VALUES.selectedService);
    if (!service) throw new Error('no service');
    const booking = bookingOf(wizardSchema.parse(VALUES), service);
    expect(booking).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      company: 'Analytical Engines Ltd',
      description:
        'Robotics Integration\n\nTwo robots.\n\nOne arm each.\n\nPhone: +44 20 7946 0000',
      date: '2026-04-02',
      time: '11:00',
      type: 'Robotics Integration',
    });
    // What the server checks it with.
    expect(serviceBookingSchema.safeParse(booking).success).toBe(true);
  });

  it('goes back into the same fields when the offline queue hands it back (Edit)', () => {
    const service = services.find((entry) => entry.id === VALUES.selectedService);
    if (!service) throw new Error('no service');
    const booking = bookingOf(wizardSchema.parse(VALUES), service);
    expect(valuesOfBooking(JSON.parse(JSON.stringify(booking)))).toEqual(VALUES);
    const bare = bookingOf(
      wizardSchema.parse({ ...VALUES, customerPhone: '', company: '', notes: '' }),
      service,
    );
    expect(valuesOfBooking({ ...bare })).toEqual({
      ...VALUES,
      customerPhone: '',
      company: '',
      notes: '',
    });
  });
});

describe("the owner's today", () => {
  it("is the owner's date, not the visitor's", () => {
    // 23:30 in New York on 1 April is already 2 April in London.
    const now = DateTime.fromISO('2026-04-01T23:30', { zone: 'America/New_York' });
    expect(ownerToday('Europe/London', now)).toBe('2026-04-02');
    Settings.now = () => now.toMillis();
    const parsed = wizardSchema.safeParse({ ...VALUES, preferredDate: '2026-04-01' });
    expect(parsed.success).toBe(false);
    expect(wizardSchema.safeParse({ ...VALUES, preferredDate: '2026-04-02' }).success).toBe(true);
  });

  it('follows the zone the owner set', () => {
    // 07:00 in London on 2 April is still 1 April in Los Angeles.
    const now = DateTime.fromISO('2026-04-02T07:00', { zone: 'Europe/London' });
    expect(ownerToday('America/Los_Angeles', now)).toBe('2026-04-01');
    Settings.now = () => now.toMillis();
    const inLosAngeles = wizardSchemaIn('America/Los_Angeles');
    expect(inLosAngeles.safeParse({ ...VALUES, preferredDate: '2026-04-01' }).success).toBe(true);
    expect(wizardSchema.safeParse({ ...VALUES, preferredDate: '2026-04-01' }).success).toBe(false);
  });

  it('refuses a phone number that is not one', () => {
    const parsed = wizardSchema.safeParse({ ...VALUES, customerPhone: 'call me' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid phone number.',
    ]);
  });
});
