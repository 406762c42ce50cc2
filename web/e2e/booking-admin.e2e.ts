import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_SETTINGS } from '@shared/availability';
import { serviceBookedResponseSchema } from '@shared/bookings';
import { services } from '@shared/content/services';
import { IDEMPOTENCY_HEADER } from '@shared/idempotency';
import { SLOT_TAKEN_MESSAGE } from '@shared/meetings';
import { paymentRecordedResponseSchema } from '@shared/payments';
import { demo, signInViaUi } from './support/accounts';
import { tabToAndPress } from './support/keyboard';
import { untouchedDays } from './support/calendar';
import { baseUrl, openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(): Promise<BrowserSession> {
  const session = await openSession();
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

// One hour, within the seeded working hours (Mon–Fri 09:00–18:00, Europe/London).
const SERVICE = services.find((service) => service.id === 'project-collaboration');
const OWNER_ZONE = DEFAULT_AVAILABILITY_SETTINGS.timeZone;

interface Booked {
  id: string;
  /** The session's start as the API gives it (UTC ISO). */
  start: string;
}

/**
 * Books the service through the real API as the page's signed-in user (so it is theirs), at
 * 10:00 on an untouched day (the wizard's own test books 14:00); a 409 for a slot taken meanwhile
 * moves on to the next such day.
 */
async function bookService(
  request: APIRequestContext,
  name: string,
  email: string,
): Promise<Booked> {
  if (!SERVICE) throw new Error('Project Collaboration is missing from the catalogue.');
  const time = '10:00';
  for (const date of (await untouchedDays(request)).slice(0, 5)) {
    const response = await request.post('/api/book-service', {
      headers: { Origin: baseUrl(), [IDEMPOTENCY_HEADER]: randomUUID() },
      data: {
        name,
        email,
        description: `${SERVICE.name}: an end-to-end check of payment verification.`,
        date,
        time,
        type: SERVICE.name,
      },
    });
    const text = await response.text();
    if (response.status() === 409 && text.includes(SLOT_TAKEN_MESSAGE)) continue;
    expect(response.status(), text).toBe(201);
    const booked = serviceBookedResponseSchema.parse(JSON.parse(text));
    expect(booked.amount).toBe(SERVICE.price);
    const start = DateTime.fromISO(`${date}T${time}`, { zone: OWNER_ZONE }).toUTC().toISO();
    return { id: booked.id, start: start ?? '' };
  }
  throw new Error('No free weekday slot found for the booking.');
}

async function pay(request: APIRequestContext, bookingId: string, name: string, email: string) {
  const response = await request.post('/api/process-payment', {
    headers: { Origin: baseUrl(), [IDEMPOTENCY_HEADER]: randomUUID() },
    data: {
      bookingId,
      email,
      name,
      service: SERVICE?.id,
      amount: SERVICE?.price,
      currency: 'GBP',
      paymentMethod: 'simulated-card',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const payment = paymentRecordedResponseSchema.parse(await response.json());
  expect(payment.status).toBe('awaiting_verification');
}

/** The user's dashboard row of the booking that starts at `start`. */
function dashboardRow(page: Page, start: string) {
  return page
    .getByRole('region', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ has: page.locator(`time[datetime="${start}"]`) });
}

describe('payment verification', () => {
  it('the admin marks a payment paid with the keyboard alone, and the booking shows as confirmed on the user’s dashboard', async () => {
    const user = demo('general_user');
    const admin = demo('admin');
    const booker = `Booker ${randomUUID().slice(0, 8)}`;
    // The booking is the demo user's by their session; its own address keeps other tests' limits apart.
    const email = `${booker.replace(' ', '-').toLowerCase()}@example.org`;

    const visitor = await open();
    await signInViaUi(visitor.page, user.username, user.password);
    await visitor.page.waitForURL((url) => url.pathname === '/');
    const booking = await bookService(visitor.page.request, booker, email);
    await pay(visitor.page.request, booking.id, booker, email);

    await visitor.page.goto('/dashboard');
    const row = dashboardRow(visitor.page, booking.start);
    await row.getByText('Awaiting verification').waitFor();
    await expect.poll(() => row.textContent()).toContain(`£${SERVICE?.price}`);

    const owner = await open();
    await signInViaUi(owner.page, admin.username, admin.password);
    await owner.page.waitForURL('**/admin');
    await owner.page.goto('/admin?tab=payments');
    const payments = owner.page.getByRole('list', { name: 'Payments' });
    const payment = payments.getByRole('listitem').filter({ hasText: booker });
    await payment.getByText('Awaiting verification').first().waitFor();
    // With the keyboard alone: to the row's Mark paid, then the dialog's.
    const markPaid = payment.getByRole('button', { name: `Mark paid: ${booker}'s payment` });
    await markPaid.focus();
    await owner.page.keyboard.press('Enter');
    const dialog = owner.page.getByRole('dialog', { name: 'Mark this payment as paid?' });
    await tabToAndPress(owner.page, dialog.getByRole('button', { name: 'Mark paid' }));
    await dialog.waitFor({ state: 'hidden' });
    // Paid, it leaves the payments awaiting verification (listed first, a page at a time): the
    // admin finds it among the paid ones.
    const status = owner.page.getByRole('combobox', { name: 'Status' });
    await status.focus();
    await owner.page.keyboard.type('Paid');
    await expect.poll(() => status.inputValue()).toBe('paid');
    await payment.getByText('Paid', { exact: true }).waitFor();
    await payment.getByText('Confirmed', { exact: true }).waitFor();

    await visitor.page.reload();
    await dashboardRow(visitor.page, booking.start)
      .getByText('Confirmed', { exact: true })
      .waitFor();
    expect(visitor.errors).toEqual([]);
    expect(owner.errors).toEqual([]);
  });
});
