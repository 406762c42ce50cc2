import { collection, doc, getDocs, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, UIDS, expectAccess } from '../support/rules-env';
import { describeServerWritten, SERVER_ONLY } from '../support/server-collection';

const CELL = '2030-03-31T0900Z';
const lock = `slotLocks/${CELL}`;
const cellStart = Timestamp.fromMillis(Date.UTC(2030, 2, 31, 9));

const booked = {
  state: 'booked',
  holder: { collection: 'bookings', id: 'booking-1' },
  start: cellStart,
  expiresAt: null,
};

// No client access at all, admins included: a lock names who holds a slot, and only the booking
// transaction on the server may claim or free a cell (a client that could would double-book or
// block the calendar).
const rules = describeServerWritten(
  {
    [lock]: booked,
    'slotLocks/2030-03-31T0915Z': {
      state: 'held',
      holder: { collection: 'meetingRequests', id: 'request-1' },
      start: Timestamp.fromMillis(Date.UTC(2030, 2, 31, 9, 15)),
      expiresAt: Timestamp.fromMillis(Date.UTC(2030, 2, 30)),
    },
  },
  {
    'slotLocks/{cellId}': {
      matrix: SERVER_ONLY,
      path: lock,
      create: { ...booked, holder: { collection: 'bookings', id: 'mine' } },
      update: { state: 'held', expiresAt: Timestamp.fromMillis(Date.UTC(2000, 0, 1)) },
      // What the availability service asks: the locks of a time range.
      list: (db) =>
        query(
          collection(db, 'slotLocks'),
          where('start', '>=', cellStart),
          where('start', '<', Timestamp.fromMillis(Date.UTC(2030, 3, 1))),
        ),
    },
  },
);

describe('slotLocks/{cellId}', () => {
  it.each(ACTORS)(
    'a %s client cannot claim a free cell under its id, nor free a taken one',
    async (actor) => {
      const db = rules.as(actor);
      const holder = { collection: 'meetingRequests', id: `by-${UIDS.owner}` };
      await expectAccess(
        'deny',
        setDoc(doc(db, 'slotLocks/2030-03-31T1000Z'), {
          state: 'booked',
          holder,
          start: Timestamp.fromMillis(Date.UTC(2030, 2, 31, 10)),
          expiresAt: null,
        }),
      );
      await expectAccess('deny', setDoc(doc(db, lock), { ...booked, state: 'held', holder }));
      await expectAccess('deny', getDocs(collection(db, 'slotLocks')));
    },
  );
});
