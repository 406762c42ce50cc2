import { createdResponseSchema } from '@shared/api-response';
import { endorsementSubmissionSchema, type EndorsementSubmission } from '@shared/endorsements';
import { z } from '@shared/zod';
import { publish } from '@/lib/events';
import { createSubmit } from '@/lib/submit';

export const ENDORSEMENTS_PATH = '/api/endorsements';

/**
 * What the form posts: the validated fields (headline left out when blank) and the honeypot's
 * raw value, which must travel even when empty so the server can tell people from bots.
 */
export type EndorsementPayload = Pick<
  EndorsementSubmission,
  'name' | 'email' | 'skill' | 'relation'
> & {
  headline?: string;
  website: string;
};

/**
 * The endorsement as the form holds it. Opened from a skill card, the skill is that card's
 * (`presetSkill`), whatever the form holds.
 */
export function endorsementFormSchema(presetSkill: string | undefined) {
  const { shape } = endorsementSubmissionSchema;
  return presetSkill === undefined
    ? endorsementSubmissionSchema
    : endorsementSubmissionSchema.extend({
        skill: z
          .unknown()
          .transform(() => presetSkill)
          .pipe(shape.skill),
      });
}

/**
 * One submitter per form, so a retry of the same content reuses its Idempotency-Key and a
 * double-submitted endorsement is stored once. Tells the event bus which skill was endorsed.
 */
export function createEndorsementSubmitter() {
  const submit = createSubmit({
    path: ENDORSEMENTS_PATH,
    form: 'endorsement',
    answer: createdResponseSchema,
  });
  return async (payload: EndorsementPayload) => {
    const submitted = await submit(payload);
    publish('endorsement.sent', { skill: payload.skill });
    return submitted;
  };
}
