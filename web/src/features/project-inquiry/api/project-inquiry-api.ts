import { createdResponseSchema, type Created } from '@shared/api-response';
import { projectInquirySchema, type ProjectInquiry } from '@shared/project-inquiry';
import { z } from '@shared/zod';
import { createSubmit, type Submitted } from '@/lib/submit';

/** What an optional field holds when left blank (an empty input, "Not sure yet"): not given. */
const blank = z
  .string()
  .regex(/^\s*$/)
  .transform(() => undefined);
const { shape } = projectInquirySchema;

/** The inquiry as the form holds it: the shared schema, with blank optional fields left out. */
export const projectInquiryFormSchema = projectInquirySchema.extend({
  budget: z.union([blank, shape.budget]),
  timeline: z.union([blank, shape.timeline]),
  requirements: z.union([blank, shape.requirements]),
});

/**
 * A sender for `POST /api/project-inquiry`. Make one per mounted form: it remembers the
 * Idempotency-Key of the last unanswered attempt and when that content was first submitted, so
 * sending the same inquiry again after a failure stores it once, with its first timestamp.
 */
export function createProjectInquirySender(): (
  inquiry: ProjectInquiry,
) => Promise<Submitted<Created>> {
  const submit = createSubmit({
    path: '/api/project-inquiry',
    form: 'project-inquiry',
    answer: createdResponseSchema,
  });
  let stamped: { content: string; timestamp: string } | null = null;
  return async (inquiry) => {
    const content = JSON.stringify(inquiry);
    if (stamped?.content !== content) stamped = { content, timestamp: new Date().toISOString() };
    const delivery = await submit({ ...inquiry, timestamp: stamped.timestamp });
    if (delivery.status === 'sent') stamped = null;
    return delivery;
  };
}
