import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_CONFIRMED_TITLE } from '@shared/bookings';
import { MEETING_REQUESTED_MESSAGE, MEETING_REQUESTED_TITLE } from '@shared/meetings';
import { PASSWORD, registerViaUi, signInViaUi } from './support/accounts';
import { untouchedDays } from './support/calendar';
import { openSession, type BrowserSession } from './support/session';

const sessions: BrowserSession[] = [];
async function open(viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const session = await openSession(viewport);
  sessions.push(session);
  return session;
}

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

const visitorEmail = (): string => `booker-${randomUUID().slice(0, 8)}@example.org`;

/** The scheduler card once its slots are loaded (it loads as it nears the viewport). */
async function openScheduler(page: Page): Promise<Locator> {
  await page.goto('/#meeting-scheduler');
  const card = page.locator('#meeting-scheduler');
  await card.getByRole('heading', { name: 'Schedule a Meeting' }).waitFor();
  await card.getByText('Please select a date to see available times.').waitFor();
  return card;
}

/** Days of the week shown, with their accessible names (they carry the slot counts). */
const shownDays = (card: Locator) =>
  card.locator('[data-date]:not([disabled])').evaluateAll((days) =>
    days.map((day) => ({
      date: day.getAttribute('data-date') ?? '',
      label: day.getAttribute('aria-label') ?? '',
    })),
  );

/** Selects the first day from today with a free slot, moving on week by week; its date. */
async function selectFirstDayWithSlots(card: Locator): Promise<string> {
  for (let week = 0; week < 6; week += 1) {
    const found = (await shownDays(card)).find(({ label }) =>
      /, \d+ available slots?$/.test(label),
    );
    if (found) {
      await card.locator(`[data-date="${found.date}"]`).click();
      return found.date;
    }
    await card.getByRole('button', { name: 'Next week' }).click();
  }
  throw new Error('No day with a free slot in the next six weeks.');
}

/** Selects `date` (the visitor's calendar day), moving on week by week until it is shown. */
async function selectDay(card: Locator, date: string): Promise<void> {
  for (let week = 0; week < 6; week += 1) {
    if ((await shownDays(card)).some((day) => day.date === date)) {
      await card.locator(`[data-date="${date}"]`).click();
      return;
    }
    await card.getByRole('button', { name: 'Next week' }).click();
  }
  throw new Error(`${date} is not within the next six weeks.`);
}

const slotButtons = (card: Locator) => card.getByRole('list').getByRole('button');

describe('meeting scheduler', () => {
  it('asks a signed-out visitor who picks a slot to sign in or create an account', async () => {
    const { page, errors } = await open();
    const card = await openScheduler(page);
    expect(await card.getByTestId('scheduler-badge').textContent()).toBe('Free');
    await selectFirstDayWithSlots(card);

    await slotButtons(card).first().click();
    const dialog = page.getByRole('dialog', { name: 'Account Required' });
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await slotButtons(card).first().click();
    await dialog.getByRole('button', { name: 'Sign In / Create Account' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("requests a signed-in visitor's meeting, the slot is gone for the next visitor, and the requester cancels it from the dashboard", async () => {
    const requester = await open();
    const user = await registerViaUi(requester.page);
    await signInViaUi(requester.page, user.username, PASSWORD);
    await requester.page.waitForURL((url) => url.pathname === '/');
    const card = await openScheduler(requester.page);
    await expect.poll(() => card.getByTestId('scheduler-badge').textContent()).toBe('Pro');

    const date = await selectFirstDayWithSlots(card);
    const slot = slotButtons(card).first();
    const time = (await slot.textContent()) ?? '';
    await slot.click();
    const form = card.getByRole('form', { name: 'Request Meeting' });
    await form.getByLabel('Meeting Type').selectOption('collaboration');
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await form
      .getByRole('textbox', { name: 'What would you like to discuss?' })
      .fill('A tutor for every child: could we build it together?');
    await form.getByRole('button', { name: 'Request Meeting' }).click();

    const confirmation = card.getByRole('status').filter({ hasText: MEETING_REQUESTED_TITLE });
    await confirmation.getByText(MEETING_REQUESTED_MESSAGE).waitFor();
    // After 3 s the confirmation goes and the slot and the fields clear.
    await confirmation.waitFor({ state: 'detached' });
    expect(await card.getByTestId('chosen-slot').textContent()).toBe('No time chosen yet');
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');

    // Another browser, signed out. The API may serve its list from a cache for a few seconds
    // (AVAILABILITY_CACHE_MS); the booking itself is what a transaction decides.
    const visitor = await open();
    await expect
      .poll(
        async () => {
          const other = await openScheduler(visitor.page);
          await selectDay(other, date);
          await slotButtons(other)
            .first()
            .or(other.getByText('No available slots for this date'))
            .first()
            .waitFor();
          return slotButtons(other).getByText(time, { exact: true }).count();
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toBe(0);

    // The requester calls it off from the dashboard (plain markup), which asks first in a dialog
    // drawn with MUI, loaded with a scope of its own.
    await requester.page.goto('/dashboard');
    const meetings = requester.page.getByRole('region', { name: 'Meeting requests' });
    await meetings.getByText('Requested').waitFor();
    await meetings
      .getByRole('button', { name: /^Cancel the Project Collaboration meeting on / })
      .click();
    const dialog = requester.page.getByRole('dialog', { name: 'Cancel this meeting?' });
    await dialog.getByRole('button', { name: 'Cancel meeting' }).click();
    await requester.page.getByText('Meeting cancelled').waitFor();
    await meetings.getByText('Cancelled').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(requester.errors).toEqual([]);
  }, 120_000);
});

describe('booking wizard', () => {
  it("books and pays for a session: 'Booking Confirmed', then a fresh wizard", async () => {
    const { page, errors } = await open({ width: 390, height: 844 });
    const [date] = await untouchedDays(page.request);
    if (!date) throw new Error('No day with free slots.');
    const time = '14:00';
    await page.goto('/#booking-wizard');
    const wizard = page.locator('#booking-wizard');
    await wizard.getByRole('heading', { name: 'Book a Session' }).waitFor();

    await wizard.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
    await wizard.getByRole('textbox', { name: 'Email' }).fill(visitorEmail());
    await wizard.getByRole('radio', { name: /Project Collaboration/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();

    await wizard.getByLabel('Preferred date').fill(date);
    await wizard.getByRole('radio', { name: time, exact: true }).check();
    await wizard.getByRole('button', { name: 'Review' }).click();
    await wizard.getByText('Project Collaboration (1 hour)').waitFor();
    await wizard.getByText(`${time} UK time`).waitFor();

    await wizard.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(BOOKING_CONFIRMED_TITLE, { exact: true }).waitFor();
    await wizard.getByRole('heading', { name: 'Step 1 of 3: Your details' }).waitFor();
    expect(await wizard.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});
