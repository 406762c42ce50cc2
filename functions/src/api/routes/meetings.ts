import {
  MEETING_NOT_FOUND,
  MEETING_REQUESTED_MESSAGE,
  cancelMeetingRequestSchema,
  meetingDetailsQuerySchema,
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
import { pathDocumentId } from '../path-id';
import { reply, replyStored } from '../reply';
import type { Request, Response } from 'express';
import type { Route } from '../router';

/** The signed link's token when there is one; otherwise the signed-in requester (or 401). */
async function readerOf(
  req: Request,
  res: Response,
  token: string | undefined,
): Promise<MeetingAccess> {
  return token ? { token } : { uid: (await sessionOrRefuse(req, res)).user.uid };
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
      GET: [
        requireSession,
        async (_req, res) => {
          reply(res, myMeetingRequestsResponseSchema, {
            success: true,
            meetingRequests: await ownMeetingRequests(currentUser(res).uid),
          });
        },
      ],
    },
  },
  {
    // What the manage page shows before anything changes: the requester's, or the link holder's.
    path: '/api/meetings/:id',
    methods: {
      GET: async (req, res) => {
        const id = pathDocumentId(req, 'id', MEETING_NOT_FOUND);
        const { token } = parseInput(meetingDetailsQuerySchema, req.query);
        reply(res, meetingDetailsResponseSchema, {
          success: true,
          meetingRequest: await meetingRequestDetails(id, await readerOf(req, res, token)),
        });
      },
    },
  },
  {
    // The requester signed in, or anyone with the signed link from the invitation (`token`).
    path: '/api/meetings/:id/cancel',
    methods: {
      POST: async (req, res) => {
        const id = pathDocumentId(req, 'id', MEETING_NOT_FOUND);
        const { token } = parseInput(cancelMeetingRequestSchema, req.body);
        reply(res, meetingStatusResponseSchema, {
          success: true,
          status: await cancelMeetingRequest(id, await readerOf(req, res, token)),
        });
      },
    },
  },
];
