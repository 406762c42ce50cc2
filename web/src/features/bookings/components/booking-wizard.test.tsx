import { BOOKING_FAILED_MESSAGE, type ServiceBooking } from '@shared/bookings';
import { SLOT_TAKEN_MESSAGE } from '@shared/meetings';
import type { Payment, PaymentRecorded } from '@shared/payments';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ApiError, OFFLINE_MESSAGE } from '@/lib/api-client';
import { QUEUED_MESSAGE } from '@/lib/form/outcome';
import type { Sent } from '@/lib/submit';
import { dismissToast } from '@/lib/toast';
import { BookingWizard } from './booking-wizard';
import { renderWithQuery } from '@/testing/query';
import { FALLBACK_CALENDLY } from '@shared/availability';
import { services } from '@shared/content/services';
import type { Service } from '@shared/content/services-schema';

const mocks = vi.hoisted(() => ({
  book: vi.fn<(booking: ServiceBooking) => Promise<unknown>>(),
  pay: vi.fn<(payment: Payment) => Promise<Sent<PaymentRecorded>>>(),
  catalogue: vi.fn<() => readonly Service[]>(),
}));
vi.mock('../api/book-service', () => ({ createServiceBooker: () => mocks.book }));
vi.mock('../api/get-catalogue', () => ({ useCatalogue: () => mocks.catalogue() }));

// Each case clicks through a whole card of MUI components: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const BOOKED = {
  status: 'sent',
  message: 'Booking received',
  answer: {
    success: true,
    message: 'Booking received',
    id: 'booking-0123456789abcdef',
    amount: 200,
    currency: 'GBP',
  },
};
const PAID: PaymentRecorded = {
  success: true,
  message: 'Payment recorded. It will be verified manually.',
  id: 'payment-1',
  status: 'awaiting_verification',
};
const PAYMENT_SENT: Sent<PaymentRecorded> = { status: 'sent', message: PAID.message, answer: PAID };

type User = ReturnType<typeof userEvent.setup>;

function renderWizard(ownerZone = 'Europe/London') {
  renderWithQuery(
    <>
      <BookingWizard
        timeZone="Europe/London"
        availabilitySource={{
          queryKey: ['availability', 'slots'],
          read: () =>
            Promise.resolve({
              value: {
                success: true,
                availability: [],
                calendlyConfig: FALLBACK_CALENDLY,
                timeZone: ownerZone,
              },
              receivedAt: Date.now(),
              saved: false,
            }),
        }}
        createPaymentSender={() => mocks.pay}
      />
      <Toaster />
    </>,
  );
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const field = (label: RegExp) => screen.getByLabelText(label);

async function paste(user: User, label: RegExp, text: string): Promise<void> {
  await user.click(field(label));
  await user.paste(text);
}

async function fillDetails(user: User, { email = 'ada@example.org' } = {}): Promise<void> {
  await paste(user, /^Full name/, 'Ada Lovelace');
  await paste(user, /^Email/, email);
  await paste(user, /^Phone/, '+44 20 7946 0000');
  await user.click(screen.getByRole('radio', { name: /Technical Deep Dive/ }));
}

async function fillSchedule(user: User, date = '2026-03-27'): Promise<void> {
  fireEvent.change(field(/^Preferred date/), { target: { value: date } });
  await user.click(screen.getByRole('radio', { name: '14:00' }));
  await paste(user, /^Notes/, 'Our platform is slow at peak times.');
}

async function toReview(user: User): Promise<void> {
  await fillDetails(user);
  await user.click(button('Next'));
  await fillSchedule(user);
  await user.click(button('Review'));
}

/** The wizard's own alert (the toast is one too). */
const inlineAlert = () =>
  within(screen.getByRole('form', { name: 'Book a Session' })).getByRole('alert');
const stepHeading = () => screen.getByRole('heading', { name: /^Step \d of 3/ });

beforeEach(() => {
  mocks.book.mockReset();
  mocks.pay.mockReset();
  mocks.catalogue.mockReset();
  mocks.catalogue.mockReturnValue(services);
  // Wednesday 25 March 2026, 10:00 in London.
  const now = Date.parse('2026-03-25T10:00:00Z');
  Settings.now = () => now;
});
afterEach(() => {
  act(() => dismissToast());
  Settings.now = () => Date.now();
  vi.useRealTimers();
});

describe('BookingWizard catalogue', () => {
  it('offers the services at the prices published, not those it was built with', () => {
    const [first, ...rest] = services;
    if (!first) throw new Error('No service.');
    mocks.catalogue.mockReturnValue([
      { ...first, name: 'Strategy Sprint', price: 275 },
      ...rest.slice(0, 1),
    ]);
    renderWizard();
    expect(screen.getByRole('radio', { name: /Strategy Sprint.*£275/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(first.name)).toBeNull();
  });
});

describe('BookingWizard steps', () => {
  it('moves on from step 1 only with name, email and a service', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(stepHeading()).toHaveTextContent('Step 1 of 3: Your details');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(
      screen.getByRole('radio', { name: /AI Strategy Consultation £150 · 2 hours/ }),
    ).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();

    await paste(user, /^Full name/, 'Ada Lovelace');
    await paste(user, /^Email/, 'not-an-email');
    expect(button('Next')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Technical Deep Dive/ }));
    expect(button('Next')).toBeEnabled();

    // Filled is not valid: the email is checked before moving on.
    await user.click(button('Next'));
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveFocus();

    await user.clear(field(/^Email/));
    await user.paste('ada@example.org');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    await user.click(button('Next'));
    expect(stepHeading()).toHaveTextContent('Step 2 of 3: Schedule');
  });

  it('reviews only with a date from today on and a time, and goes back without losing anything', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillDetails(user);
    await user.click(button('Next'));

    expect(field(/^Preferred date/)).toHaveAttribute('min', '2026-03-25');
    expect(
      within(screen.getByRole('radiogroup'))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    expect(screen.getByText(/Preferred time \(UK time, Europe\/London\)/)).toBeInTheDocument();
    expect(button('Review')).toBeDisabled();
    fireEvent.change(field(/^Preferred date/), { target: { value: '2026-03-24' } });
    expect(button('Review')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '10:00' }));
    await user.click(button('Review'));
    expect(screen.getByText('Please choose today or a later date.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');

    fireEvent.change(field(/^Preferred date/), { target: { value: '2026-03-25' } });
    await user.click(button('Review'));
    expect(stepHeading()).toHaveTextContent('Step 3 of 3: Review & confirm');
    expect(screen.getByText('Technical Deep Dive (3 hours)')).toBeInTheDocument();
    expect(screen.getByText('£200')).toBeInTheDocument();
    expect(screen.getByText('10:00 UK time')).toBeInTheDocument();
    expect(screen.getByText(/contact you directly within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/Payment is verified manually/)).toBeInTheDocument();

    await user.click(button('Back'));
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    expect(field(/^Preferred date/)).toHaveValue('2026-03-25');
    await user.click(button('Back'));
    expect(field(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('radio', { name: /Technical Deep Dive/ })).toBeChecked();
  });

  it('names the zone the owner set, and says the time where the visitor is', async () => {
    const user = userEvent.setup();
    renderWizard('America/New_York');
    await fillDetails(user);
    await user.click(button('Next'));

    expect(
      await screen.findByText(/Preferred time \(America\/New_York, America\/New_York\)/),
    ).toBeInTheDocument();
    fireEvent.change(field(/^Preferred date/), { target: { value: '2026-03-27' } });
    await user.click(screen.getByRole('radio', { name: '10:00' }));
    // 10:00 in New York on 27 March 2026 is 14:00 in London (New York is on summer time already).
    expect(screen.getByRole('status')).toHaveTextContent(
      /2:00\s?PM on Friday,? (27 March|March 27) where you are/,
    );
    await user.click(button('Review'));
    expect(screen.getByText('10:00 America/New_York')).toBeInTheDocument();
  });
});

describe('BookingWizard Confirm', () => {
  it("books, then pays, says 'Booking Confirmed' and starts again at step 1", async () => {
    const user = userEvent.setup();
    let booked: (value: unknown) => void = () => undefined;
    mocks.book.mockReturnValue(new Promise((resolve) => (booked = resolve)));
    mocks.pay.mockResolvedValue(PAYMENT_SENT);
    renderWizard();
    await toReview(user);
    await user.click(button('Confirm Booking'));

    expect(button('Processing...')).toBeDisabled();
    expect(button('Back')).toBeDisabled();
    expect(mocks.book).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      description:
        'Technical Deep Dive\n\nOur platform is slow at peak times.\n\nPhone: +44 20 7946 0000',
      date: '2026-03-27',
      time: '14:00',
      type: 'Technical Deep Dive',
    });
    expect(mocks.pay).not.toHaveBeenCalled();

    await act(async () => booked(BOOKED));
    expect(mocks.pay).toHaveBeenCalledWith({
      bookingId: 'booking-0123456789abcdef',
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      service: 'technical-deep-dive',
      amount: 200,
      currency: 'GBP',
      paymentMethod: 'simulated_card',
    });
    expect(await screen.findByText('Booking Confirmed')).toBeInTheDocument();
    expect(screen.getByText(PAID.message)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 3');
    expect(field(/^Full name/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Technical Deep Dive/ })).not.toBeChecked();
  });

  it("says 'Booking Failed' when the booking fails, with the server's words, and pays nothing", async () => {
    const user = userEvent.setup();
    mocks.book.mockRejectedValue(new ApiError(500, 'The calendar is unavailable.'));
    renderWizard();
    await toReview(user);
    await user.click(button('Confirm Booking'));

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText(BOOKING_FAILED_MESSAGE)).toBeInTheDocument();
    expect(inlineAlert()).toHaveTextContent('The calendar is unavailable.');
    expect(mocks.pay).not.toHaveBeenCalled();
    expect(stepHeading()).toHaveTextContent('Step 3 of 3');
    expect(button('Confirm Booking')).toBeEnabled();
  });

  it("says 'Booking Failed' when the payment fails, and a second Confirm pays for the same booking", async () => {
    const user = userEvent.setup();
    mocks.book.mockResolvedValue(BOOKED);
    mocks.pay
      .mockRejectedValueOnce(new ApiError(0, OFFLINE_MESSAGE))
      .mockResolvedValue(PAYMENT_SENT);
    renderWizard();
    await toReview(user);
    await user.click(button('Confirm Booking'));

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(inlineAlert()).toHaveTextContent(OFFLINE_MESSAGE);

    await user.click(button('Confirm Booking'));
    expect(await screen.findByText('Booking Confirmed')).toBeInTheDocument();
    expect(mocks.book).toHaveBeenCalledTimes(1);
    expect(mocks.pay).toHaveBeenCalledTimes(2);
  });

  it('asks for another time when the time was taken (409)', async () => {
    const user = userEvent.setup();
    mocks.book.mockRejectedValue(
      new ApiError(409, SLOT_TAKEN_MESSAGE, { message: SLOT_TAKEN_MESSAGE }),
    );
    renderWizard();
    await toReview(user);
    await user.click(button('Confirm Booking'));

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(inlineAlert()).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    await user.click(button('Choose another time'));
    expect(stepHeading()).toHaveTextContent('Step 2 of 3');
    expect(screen.getByRole('radio', { name: '14:00' })).not.toBeChecked();
    expect(button('Review')).toBeDisabled();
  });

  it('keeps a booking made offline for later and takes no payment', async () => {
    const user = userEvent.setup();
    mocks.book.mockResolvedValue({ status: 'queued', message: QUEUED_MESSAGE });
    renderWizard();
    await toReview(user);
    await user.click(button('Confirm Booking'));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 1 of 3'));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(QUEUED_MESSAGE);
    expect(notice).toHaveTextContent('Payment is not taken offline');
    expect(mocks.pay).not.toHaveBeenCalled();
    expect(screen.queryByText('Booking Confirmed')).not.toBeInTheDocument();
  });
});
