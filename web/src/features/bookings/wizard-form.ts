import { DEFAULT_AVAILABILITY_SETTINGS } from '@shared/availability';
import { calendarDate } from '@shared/fields';
import { serviceBookingSchema, type ServiceBooking } from '@shared/bookings';
import { services } from '@shared/content/services';
import type { Service } from '@shared/content/services-schema';
import { freeText } from '@shared/fields';
import { z } from '@shared/zod';
import { DateTime } from 'luxon';
import { textOf } from '@/lib/offline-queue/queued-draft';

/**
 * The zone the wizard's dates and times (09:00 … 16:00) are in is the owner's, as the
 * server reads them from its settings (`timeZone` of `GET /api/availability`). Until that answer
 * arrives the wizard assumes the default one.
 */
export const DEFAULT_OWNER_TIME_ZONE = DEFAULT_AVAILABILITY_SETTINGS.timeZone;

/** How the page names the owner's zone to a visitor. */
export const ownerZoneLabel = (zone: string): string =>
  zone === 'Europe/London' ? 'UK time' : zone;

/** Booking wizard form, as its fields hold it (all text), empty. */
export const EMPTY_WIZARD = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  company: '',
  selectedService: '',
  preferredDate: '',
  preferredTime: '',
  notes: '',
};
export type WizardValues = typeof EMPTY_WIZARD;

/** Today in the owner's zone: the first date a session can be on (not before today). */
export const ownerToday = (ownerZone: string, now: DateTime = DateTime.now()): string =>
  now.setZone(ownerZone).toISODate() ?? '';

/** The service `id` of `catalogue` (the published one when the wizard has read it). */
export const serviceById = (
  id: string,
  catalogue: readonly Service[] = services,
): Service | undefined => catalogue.find((service) => service.id === id);

const CHOOSE_SERVICE = 'Please choose a service.';
const CHOOSE_DATE = 'Please choose a date.';
const PHONE_INVALID = 'Please enter a valid phone number.';

const { shape } = serviceBookingSchema;

/**
 * Booking wizard: full name, email and service; a date from today (in the owner's zone)
 * on and a time.
 */
export const wizardSchemaIn = (ownerZone: string, catalogue: readonly Service[] = services) =>
  z.object({
    customerName: shape.name,
    customerEmail: shape.email,
    customerPhone: z
      .string({ error: PHONE_INVALID })
      .trim()
      .regex(/^(\+?[\d\s().-]{6,30})?$/, PHONE_INVALID),
    company: shape.company,
    selectedService: z
      .string({ error: CHOOSE_SERVICE })
      .refine((id) => serviceById(id, catalogue) !== undefined, CHOOSE_SERVICE),
    preferredDate: z
      .string({ error: CHOOSE_DATE })
      .min(1, CHOOSE_DATE)
      .pipe(calendarDate)
      .refine((date) => date >= ownerToday(ownerZone), 'Please choose today or a later date.'),
    preferredTime: shape.time,
    notes: freeText({ label: 'Notes', max: 1500, multiline: true }),
  });
export type WizardData = z.infer<ReturnType<typeof wizardSchemaIn>>;

/** Which fields each step holds, in page order. */
export const STEP_FIELDS = {
  1: ['customerName', 'customerEmail', 'customerPhone', 'company', 'selectedService'],
  2: ['preferredDate', 'preferredTime', 'notes'],
} as const satisfies Record<1 | 2, readonly (keyof WizardValues)[]>;

/** Next needs name, email and service; Review needs date and time. */
export const stepFilled = (step: 1 | 2, values: WizardValues): boolean =>
  step === 1
    ? [values.customerName, values.customerEmail, values.selectedService].every((v) => v.trim())
    : Boolean(values.preferredDate && values.preferredTime);

const PHONE_PREFIX = 'Phone: ';

/**
 * Service booking payload: the description is the service's name plus the notes (and the
 * phone number, which the payload has no field for but the owner needs to call back), the type the
 * service's name.
 */
export function bookingOf(data: WizardData, service: Service): ServiceBooking {
  const description = [
    service.name,
    data.notes,
    data.customerPhone ? `${PHONE_PREFIX}${data.customerPhone}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    name: data.customerName,
    email: data.customerEmail,
    ...(data.company ? { company: data.company } : {}),
    description,
    date: data.preferredDate,
    time: data.preferredTime,
    type: service.name,
  };
}

/** A booking saved by the offline queue, back in the wizard's fields (Edit). */
export function valuesOfBooking(
  fields: Record<string, unknown>,
  catalogue: readonly Service[] = services,
): WizardValues {
  const service = catalogue.find((entry) => entry.name === textOf(fields.type));
  const parts = textOf(fields.description).split('\n\n');
  if (service && parts[0] === service.name) parts.shift();
  const phone = parts.at(-1)?.startsWith(PHONE_PREFIX) ? parts.pop() : undefined;
  return {
    customerName: textOf(fields.name),
    customerEmail: textOf(fields.email),
    customerPhone: phone ? phone.slice(PHONE_PREFIX.length) : '',
    company: textOf(fields.company),
    selectedService: service?.id ?? '',
    preferredDate: textOf(fields.date),
    preferredTime: textOf(fields.time),
    notes: parts.join('\n\n'),
  };
}
