import { softSkills, technicalSkills } from '../../functions/src/shared/content/skills.js';
import {
  ENDORSEMENT_RELATIONS,
  type EndorsementDocument,
} from '../../functions/src/shared/endorsements.js';
import {
  NEWSLETTER_VARIANTS,
  type SubscriberDocument,
} from '../../functions/src/shared/newsletter.js';
import { hashedId } from '../../functions/src/lib/hashing.js';
import type { SeededRandom } from './seeded-random.js';
import {
  HOUR_MS,
  between,
  madeAtMs,
  requestHash,
  stamp,
  times,
  volumeId,
  type VolumeDocument,
} from './volume-context.js';
import { COMPANIES, headline, person, personalEmail, workEmail } from './volume-texts.js';

export const PENDING_ENDORSEMENT_COUNT = 50;
export const SUBSCRIBER_COUNT = 1000;

/** Mostly the skills the page lists; now and then one the endorser typed themselves. */
const SKILLS = [
  ...technicalSkills.map((skill) => skill.name),
  ...softSkills.map((skill) => skill.name),
  'TypeScript',
  'Mentoring',
  'Public speaking',
  'Robotics',
];

/**
 * Endorsements waiting for the owner's review over the last 90 days (none approved: approved ones
 * would change the public page), each with its endorser's address kept apart.
 */
export function volumeEndorsements(random: SeededRandom, nowMs: number): VolumeDocument[] {
  return times(PENDING_ENDORSEMENT_COUNT, (index) => {
    const id = volumeId('endorsement', index);
    const who = person(random);
    const company = random.pick(COMPANIES);
    const email = random.chance(0.6) ? workEmail(random, who, company) : personalEmail(random, who);
    const fields = {
      name: who.name,
      skill: random.pick(SKILLS),
      ...(random.chance(0.7) ? { headline: headline(random, company) } : {}),
      relation: random.chance(0.5) ? ENDORSEMENT_RELATIONS[0] : random.pick(ENDORSEMENT_RELATIONS),
    };
    const endorsement: EndorsementDocument = {
      ...fields,
      status: 'pending',
      requestHash: requestHash({ ...fields, email }),
      createdAt: stamp(madeAtMs(random, nowMs)),
    };
    return [
      { path: `endorsements/${id}`, data: endorsement },
      { path: `endorsementsPrivate/${id}`, data: { email } },
    ];
  }).flat();
}

/**
 * Newsletter subscribers, one document per address under the hash of the address (as the
 * newsletter calls key them, so subscribing again finds it): most subscribed, some unsubscribed,
 * a few re-subscribed after leaving, and a few bots' sign-ups kept as spam.
 */
export function volumeSubscribers(random: SeededRandom, nowMs: number): VolumeDocument[] {
  const seen = new Set<string>();
  const nextEmail = (): string => {
    for (;;) {
      const who = person(random);
      const email = random.chance(0.3)
        ? workEmail(random, who, random.pick(COMPANIES))
        : personalEmail(random, who);
      if (!seen.has(email)) {
        seen.add(email);
        return email;
      }
    }
  };
  return times(SUBSCRIBER_COUNT, () => {
    const email = nextEmail();
    const createdAtMs = madeAtMs(random, nowMs, 3 * HOUR_MS);
    const source = random.chance(0.5) ? 'footer' : random.pick(NEWSLETTER_VARIANTS);
    const roll = random.next();
    let subscriber: SubscriberDocument;
    if (roll < 0.03) {
      subscriber = { email, status: 'spam', createdAt: stamp(createdAtMs) };
    } else if (roll < 0.12) {
      subscriber = {
        email,
        status: 'unsubscribed',
        source,
        subscribedAt: stamp(createdAtMs),
        unsubscribedAt: stamp(between(random, createdAtMs + HOUR_MS, nowMs)),
        createdAt: stamp(createdAtMs),
      };
    } else if (roll < 0.15) {
      // Left and came back: subscribing again keeps the record's first time and the leaving.
      const leftAtMs = between(random, createdAtMs + HOUR_MS, nowMs - 2 * HOUR_MS);
      subscriber = {
        email,
        status: 'subscribed',
        source,
        subscribedAt: stamp(between(random, leftAtMs + HOUR_MS, nowMs)),
        unsubscribedAt: stamp(leftAtMs),
        createdAt: stamp(createdAtMs),
      };
    } else {
      subscriber = {
        email,
        status: 'subscribed',
        source,
        subscribedAt: stamp(createdAtMs),
        createdAt: stamp(createdAtMs),
      };
    }
    return { path: `newsletterSubscribers/${hashedId(email.toLowerCase())}`, data: subscriber };
  });
}
