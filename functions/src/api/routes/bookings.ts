import {
  BOOKING_NOT_FOUND,
  SERVICE_BOOKED_MESSAGE,
  bookingStatusResponseSchema,
  myBookingsResponseSchema,
  serviceBookedResponseSchema,
  serviceBookingSchema,
} from '../../shared/bookings';
import { bookService, cancelBooking, ownBookings } from '../../services/bookings';
import { visitorOf } from '../caller';
import { currentUser, requireSession } from '../middleware/session';
import { ownRecords } from '../own-records';
import { pathDocumentId } from '../path-id';
import { publicWrite } from '../public-write';
import { reply, replyCreated } from '../reply';
import type { Route } from '../router';

export const bookingRoutes: Route[] = [
  {
    // The wizard needs no sign-in; a signed-in booker's bookings show on their dashboard.
    path: '/api/book-service',
    methods: {
      POST: publicWrite(serviceBookingSchema, async (input, req, res) => {
        const booked = await bookService(input, await visitorOf(req));
        replyCreated(res, booked, serviceBookedResponseSchema, {
          success: true,
          message: SERVICE_BOOKED_MESSAGE,
          id: booked.id,
          amount: booked.amount,
          currency: booked.currency,
        });
      }),
    },
  },
  {
    path: '/api/bookings',
    methods: {
      GET: ownRecords(myBookingsResponseSchema, async (uid) => ({
        success: true,
        bookings: await ownBookings(uid),
      })),
    },
  },
  {
    path: '/api/bookings/:id/cancel',
    ids: { id: BOOKING_NOT_FOUND },
    methods: {
      POST: [
        requireSession,
        async (req, res) => {
          const id = pathDocumentId(req, 'id', BOOKING_NOT_FOUND);
          reply(res, bookingStatusResponseSchema, {
            success: true,
            status: await cancelBooking(id, { uid: currentUser(res).uid }),
          });
        },
      ],
    },
  },
];
