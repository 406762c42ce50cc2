import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY_SETTINGS } from '../../src/shared/availability';
import { ACTORS, expectAccess } from '../support/rules-env';
import { describeServerWritten, PUBLIC_READS } from '../support/server-collection';

const settings = 'availability/settings';

// The owner's availability settings are public (the page's slots derive from them); only the
// admin callable writes them, so no client may, not even an admin's.
const rules = describeServerWritten(
  { [settings]: DEFAULT_AVAILABILITY_SETTINGS },
  {
    'availability/{id}': {
      matrix: PUBLIC_READS,
      path: settings,
      create: DEFAULT_AVAILABILITY_SETTINGS,
      update: { minimumNoticeHours: 0, horizonDays: 180 },
    },
  },
);

describe('availability/settings', () => {
  it.each(ACTORS)('a %s client reads the settings as stored', async (actor) => {
    const snapshot = await getDoc(doc(rules.as(actor), settings));
    expect(snapshot.data()).toEqual(DEFAULT_AVAILABILITY_SETTINGS);
  });

  it.each(ACTORS)(
    'a %s client can neither replace nor delete the settings document',
    async (actor) => {
      const db = rules.as(actor);
      const open = { ...DEFAULT_AVAILABILITY_SETTINGS, weeklyHours: allDay() };
      await expectAccess('deny', setDoc(doc(db, settings), open));
      await expectAccess('deny', setDoc(doc(db, settings), { slotMinutes: 15 }, { merge: true }));
      await expectAccess('deny', deleteDoc(doc(db, settings)));
      await expectAccess('deny', setDoc(doc(db, 'availability/other'), open));
    },
  );
});

/** Every day 00:00–23:45: what a client would write to open the whole calendar. */
function allDay() {
  const day = [{ start: '00:00', end: '23:45' }];
  return { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
}
