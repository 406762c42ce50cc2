import { z } from './zod';

/**
 * What a signed-in user sent through the site's forms while signed in, as their dashboard lists
 * it (`GET /api/my-submissions`): their contact messages and project inquiries (sent, or read by
 * the owner) and their endorsements (awaiting review, approved, or not published). What they typed
 * besides the title is not repeated: the mails they got have it.
 */
export const SENT_STATUSES = ['sent', 'read'] as const;
export type SentStatus = (typeof SENT_STATUSES)[number];
export const ENDORSEMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EndorsementReviewStatus = (typeof ENDORSEMENT_REVIEW_STATUSES)[number];

const sentAt = z.iso.datetime({ offset: true });

export const myMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  createdAt: sentAt,
  status: z.enum(SENT_STATUSES),
});
export type MyMessage = z.infer<typeof myMessageSchema>;

export const myInquirySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  createdAt: sentAt,
  status: z.enum(SENT_STATUSES),
});
export type MyInquiry = z.infer<typeof myInquirySchema>;

export const myEndorsementSchema = z.object({
  id: z.string(),
  skill: z.string(),
  createdAt: sentAt,
  status: z.enum(ENDORSEMENT_REVIEW_STATUSES),
});
export type MyEndorsement = z.infer<typeof myEndorsementSchema>;

export const mySubmissionsResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(myMessageSchema),
  inquiries: z.array(myInquirySchema),
  endorsements: z.array(myEndorsementSchema),
});
export type MySubmissions = z.infer<typeof mySubmissionsResponseSchema>;
