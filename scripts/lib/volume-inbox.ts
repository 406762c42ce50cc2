import type { ContactMessageDocument } from '../../functions/src/shared/contact.js';
import {
  PROJECT_BUDGETS,
  PROJECT_TIMELINES,
  PROJECT_URGENCIES,
  type InquiryDocument,
} from '../../functions/src/shared/project-inquiry.js';
import type { SeededRandom } from './seeded-random.js';
import {
  DAY_MS,
  VOLUME_SPAN_MS,
  between,
  madeAtMs,
  numberedDocument,
  requestHash,
  stamp,
  times,
  type VolumeDocument,
} from './volume-context.js';
import {
  COMPANIES,
  contactMessage,
  inquiryRequirements,
  inquiryText,
  person,
  personalEmail,
  spamMessage,
  workEmail,
} from './volume-texts.js';

export const CONTACT_COUNT = 200;
export const INQUIRY_COUNT = 100;

/** The inbox's own fields: read a while after arrival (older ones more often), or not yet. */
function inboxState(random: SeededRandom, createdAtMs: number, nowMs: number, spam: boolean) {
  const age = (nowMs - createdAtMs) / VOLUME_SPAN_MS;
  const read = !spam && random.chance(0.2 + 0.7 * age);
  const readAtMs = between(
    random,
    createdAtMs + 10 * 60_000,
    Math.min(nowMs, createdAtMs + 5 * DAY_MS),
  );
  return {
    status: spam ? ('spam' as const) : ('new' as const),
    read,
    ...(read ? { readAt: stamp(readAtMs) } : {}),
  };
}

/** Contact messages over the last 90 days; a few are a bot's (stored as spam). */
export function volumeContactMessages(random: SeededRandom, nowMs: number): VolumeDocument[] {
  return times(CONTACT_COUNT, (index) => {
    const createdAtMs = madeAtMs(random, nowMs);
    const who = person(random);
    const spam = random.chance(0.05);
    const company = random.chance(0.4) ? random.pick(COMPANIES) : null;
    const fields = spam
      ? { name: who.name, email: personalEmail(random, who), ...spamMessage(random) }
      : {
          name: who.name,
          email: company ? workEmail(random, who, company) : personalEmail(random, who),
          ...contactMessage(random, company ? `${who.name}\n${company.name}` : who.first),
        };
    const document: ContactMessageDocument = {
      ...fields,
      ...inboxState(random, createdAtMs, nowMs, spam),
      requestHash: requestHash(fields),
      createdAt: stamp(createdAtMs),
    };
    return numberedDocument('contactMessages', 'contact', index, document);
  });
}

const ids = (list: readonly { id: string }[]): string[] => list.map((item) => item.id);

/** Project inquiries over the last 90 days, with and without the optional choices. */
export function volumeInquiries(random: SeededRandom, nowMs: number): VolumeDocument[] {
  return times(INQUIRY_COUNT, (index) => {
    const createdAtMs = madeAtMs(random, nowMs);
    const who = person(random);
    const company = random.chance(0.7) ? random.pick(COMPANIES) : null;
    const fields = {
      ...inquiryText(random),
      ...(random.chance(0.8) ? { budget: random.pick(ids(PROJECT_BUDGETS)) } : {}),
      ...(random.chance(0.75) ? { timeline: random.pick(ids(PROJECT_TIMELINES)) } : {}),
      ...(random.chance(0.5) ? { requirements: inquiryRequirements(random) } : {}),
      contactEmail: company ? workEmail(random, who, company) : personalEmail(random, who),
      urgency: random.pick(ids(PROJECT_URGENCIES)),
    };
    // The visitor's clock when they pressed Submit: a little before the server stored it.
    const clientTimestamp = new Date(createdAtMs - random.int(200, 4000)).toISOString();
    const spam = random.chance(0.03);
    const document: InquiryDocument = {
      ...fields,
      clientTimestamp,
      ...inboxState(random, createdAtMs, nowMs, spam),
      requestHash: requestHash({ ...fields, clientTimestamp }),
      createdAt: stamp(createdAtMs),
    };
    return numberedDocument('inquiries', 'inquiry', index, document);
  });
}
