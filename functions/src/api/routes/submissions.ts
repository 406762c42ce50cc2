import { CONTACT_SENT_MESSAGE, contactMessageSchema } from '../../shared/contact';
import {
  ENDORSEMENT_RECEIVED_MESSAGE,
  endorsementSubmissionSchema,
} from '../../shared/endorsements';
import { INQUIRY_RECEIVED_MESSAGE, projectInquirySchema } from '../../shared/project-inquiry';
import { parseBody } from '../../lib/validation';
import { approvedEndorsements } from '../../services/endorsements';
import { findReplay, storeOnce, type Submission } from '../../services/submissions';
import { contactMails, endorsementMails, inquiryMails } from '../../services/visitor-mail';
import { requireAppCheck } from '../middleware/app-check';
import {
  answerStored,
  idempotencyKeyOf,
  limitPublicWrite,
  withoutHoneypot,
  type PublicWrite,
} from '../public-write';
import type { Route } from '../route-table';
import type { Request, Response } from 'express';

/**
 * Validate, answer a replay with the first answer, count the rate limits, then store once with
 * its mail. A honeypot hit is stored as spam and answered like any success.
 */
async function submit(
  req: Request,
  res: Response,
  write: PublicWrite,
  email: string,
  submission: Submission,
  message: string,
): Promise<void> {
  const replay = await findReplay(submission);
  if (replay) return answerStored(res, replay, message);
  await limitPublicWrite(req, write, email);
  answerStored(res, await storeOnce(submission), message);
}

export const submissionRoutes: Route[] = [
  {
    path: '/api/contact',
    methods: {
      POST: [
        requireAppCheck,
        async (req, res) => {
          const { data, spam } = withoutHoneypot(parseBody(contactMessageSchema, req.body));
          await submit(
            req,
            res,
            'contact',
            data.email,
            {
              collection: 'contactMessages',
              idempotencyKey: idempotencyKeyOf(req),
              data,
              meta: { status: spam ? 'spam' : 'new', read: false },
              mails: spam ? [] : contactMails(data),
            },
            CONTACT_SENT_MESSAGE,
          );
        },
      ],
    },
  },
  {
    path: '/api/project-inquiry',
    methods: {
      POST: [
        requireAppCheck,
        async (req, res) => {
          const { data, spam } = withoutHoneypot(parseBody(projectInquirySchema, req.body));
          const { timestamp, ...inquiry } = data;
          await submit(
            req,
            res,
            'project-inquiry',
            inquiry.contactEmail,
            {
              collection: 'inquiries',
              idempotencyKey: idempotencyKeyOf(req),
              data: { ...inquiry, ...(timestamp ? { clientTimestamp: timestamp } : {}) },
              meta: { status: spam ? 'spam' : 'new', read: false },
              mails: spam ? [] : inquiryMails(inquiry),
            },
            INQUIRY_RECEIVED_MESSAGE,
          );
        },
      ],
    },
  },
  {
    path: '/api/endorsements',
    methods: {
      GET: async (_req, res) => {
        // Public and the same for everyone: browsers and the CDN may keep it for a minute.
        res.set('Cache-Control', 'public, max-age=60, s-maxage=60');
        res.json({ success: true, data: await approvedEndorsements() });
      },
      POST: [
        requireAppCheck,
        async (req, res) => {
          const { data, spam } = withoutHoneypot(parseBody(endorsementSubmissionSchema, req.body));
          await submit(
            req,
            res,
            'endorsement',
            data.email,
            {
              collection: 'endorsements',
              idempotencyKey: idempotencyKeyOf(req),
              data,
              // Nothing a visitor sends is public before an admin approves it.
              meta: { status: spam ? 'spam' : 'pending' },
              privateFields: ['email'],
              mails: spam ? [] : endorsementMails(data),
            },
            ENDORSEMENT_RECEIVED_MESSAGE,
          );
        },
      ],
    },
  },
];
