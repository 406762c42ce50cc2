import {
  MEETING_NOT_FOUND,
  MEETING_REQUESTED_MESSAGE,
  cancelMeetingRequestSchema,
  meetingRequestSchema,
  meetingStatusResponseSchema,
  myMeetingRequestsResponseSchema,
} from '../../shared/meetings';
import { parseInput } from '../../lib/validation';
import { cancelMeetingRequest, ownMeetingRequests, requestMeeting } from '../../services/meetings';
import { callerOf } from '../caller';
import { requireAppCheck } from '../middleware/app-check';
import { currentUser, requireSession, sessionOrRefuse } from '../middleware/session';
import { pathDocumentId } from '../path-id';
import { reply, replyStored } from '../reply';
import type { Route } from '../router';

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
    // The requester signed in, or anyone with the signed link from the invitation (`token`).
    path: '/api/meetings/:id/cancel',
    methods: {
      POST: async (req, res) => {
        const id = pathDocumentId(req, 'id', MEETING_NOT_FOUND);
        const { token } = parseInput(cancelMeetingRequestSchema, req.body);
        const by = token ? { token } : { uid: (await sessionOrRefuse(req, res)).user.uid };
        reply(res, meetingStatusResponseSchema, {
          success: true,
          status: await cancelMeetingRequest(id, by),
        });
      },
    },
  },
];
