import {
  MEETING_NOT_FOUND,
  MEETING_REQUESTED_MESSAGE,
  cancelMeetingRequestSchema,
  meetingDetailsResponseSchema,
  meetingRequestSchema,
  meetingStatusResponseSchema,
  myMeetingRequestsResponseSchema,
} from '../../shared/meetings';
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
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { Route } from '../router';

/**
 * A call on the request the path names, by whoever holds the signed link from its invitation
 * (`token`, read from the request's `source`) or else by its signed-in requester (or 401).
 */
function onNamedRequest<Body>(
  source: 'query' | 'body',
  schema: z.ZodType<unknown, Body>,
  answer: (id: string, by: MeetingAccess) => Promise<Body>,
): RequestHandler {
  return async (req, res) => {
    const id = pathDocumentId(req, 'id', MEETING_NOT_FOUND);
    const { token } = parseInput(cancelMeetingRequestSchema, req[source]);
    const by = token ? { token } : { uid: (await sessionOrRefuse(req, res)).user.uid };
    reply(res, schema, await answer(id, by));
  };
}

export const meetingRoutes: Route[] = [
  {
    // SPEC §6: only a signed-in visitor requests a meeting.
    path: '/api/book-meeting',
    methods: {
      POST: [
        requireAppCheck,
        requireSession,
        async (req, res) => {
          const input = parseInput(meetingRequestSchema, req.body);
          const stored = await requestMeeting(input, {
            ...callerOf(req),
            uid: currentUser(res).uid,
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
  {
    // What the manage page shows before anything changes: the requester's, or the link holder's.
    path: '/api/meetings/:id',
    ids: { id: MEETING_NOT_FOUND },
    methods: {
      GET: onNamedRequest('query', meetingDetailsResponseSchema, async (id, by) => ({
        success: true,
        meetingRequest: await meetingRequestDetails(id, by),
      })),
    },
  },
  {
    // The requester signed in, or anyone with the signed link from the invitation (`token`).
    path: '/api/meetings/:id/cancel',
    ids: { id: MEETING_NOT_FOUND },
    methods: {
      POST: onNamedRequest('body', meetingStatusResponseSchema, async (id, by) => ({
        success: true,
        status: await cancelMeetingRequest(id, by),
      })),
    },
  },
];
