import {
  MEETING_LINK_INVALID,
  MEETING_NOT_FOUND,
  MEETING_REQUESTED_MESSAGE,
  MEETING_TOKEN_HEADER,
  meetingDetailsResponseSchema,
  meetingRequestSchema,
  meetingStatusResponseSchema,
  meetingTokenSchema,
  myMeetingRequestsResponseSchema,
} from '../../shared/meetings';
import { DomainError } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import {
  cancelMeetingRequest,
  meetingRequestDetails,
  ownMeetingRequests,
  requestMeeting,
  type MeetingAccess,
} from '../../services/meetings';
import { callerOf } from '../caller';
import { requireAppCheck } from '../middleware/app-check';
import { currentUser, requireSession, sessionOrRefuse } from '../middleware/session';
import { ownRecords } from '../own-records';
import { pathDocumentId } from '../path-id';
import { reply, replyStored } from '../reply';
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import type { HttpMethod, Route } from '../router';

/**
 * The manage link's token, if the caller sent one. It travels only in a header: the link keeps
 * it in its fragment and the page sends it here, so no URL and no access log ever carries it. A
 * `token` in the query or body is not read at all.
 */
function meetingTokenOf(req: Request): string | undefined {
  const header = req.get(MEETING_TOKEN_HEADER);
  if (header === undefined) return undefined;
  const token = meetingTokenSchema.safeParse(header);
  if (!token.success) throw new DomainError('forbidden', MEETING_LINK_INVALID);
  return token.data;
}

/**
 * A route on the request its path names (`:id`, 404 when it cannot name one), called by whoever
 * holds the signed link from its invitation (its token in `MEETING_TOKEN_HEADER`) or else by its
 * signed-in requester (or 401).
 */
function namedRequestRoute<Body>(
  path: string,
  method: HttpMethod,
  schema: z.ZodType<unknown, Body>,
  answer: (id: string, by: MeetingAccess) => Promise<Body>,
): Route {
  const handler: RequestHandler = async (req, res) => {
    const id = pathDocumentId(req, 'id', MEETING_NOT_FOUND);
    const token = meetingTokenOf(req);
    const by = token ? { token } : { uid: (await sessionOrRefuse(req, res)).user.uid };
    reply(res, schema, await answer(id, by));
  };
  return { path, ids: { id: MEETING_NOT_FOUND }, methods: { [method]: handler } };
}

export const meetingRoutes: Route[] = [
  {
    // Only a signed-in visitor requests a meeting.
    path: '/api/book-meeting',
    methods: {
      POST: [
        requireAppCheck,
        requireSession,
        async (req, res) => {
          const input = parseInput(meetingRequestSchema, req.body);
          // The invitation's address comes from the account (Auth, read fresh by the session), never the body.
          const { uid, email, emailVerified } = currentUser(res);
          const stored = await requestMeeting(input, {
            ...callerOf(req),
            uid,
            email,
            emailVerified,
          });
          replyStored(res, stored, MEETING_REQUESTED_MESSAGE);
        },
      ],
    },
  },
  {
    path: '/api/meetings',
    methods: {
      GET: ownRecords(myMeetingRequestsResponseSchema, async (uid) => ({
        success: true,
        meetingRequests: await ownMeetingRequests(uid),
      })),
    },
  },
  // What the manage page shows before anything changes: the requester's, or the link holder's.
  namedRequestRoute('/api/meetings/:id', 'GET', meetingDetailsResponseSchema, async (id, by) => ({
    success: true,
    meetingRequest: await meetingRequestDetails(id, by),
  })),
  // The requester signed in, or anyone with the signed link from the invitation (its header).
  namedRequestRoute(
    '/api/meetings/:id/cancel',
    'POST',
    meetingStatusResponseSchema,
    async (id, by) => ({ success: true, status: await cancelMeetingRequest(id, by) }),
  ),
];
