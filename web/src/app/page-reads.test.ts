import { describe, expect, it } from 'vitest';
import { MY_BOOKINGS_PATH } from '@/features/bookings/api/my-bookings';
import { MY_MEETINGS_PATH } from '@/features/meetings/api/my-meetings';
import { pageReads } from '@/config/page-reads';

describe('pageReads', () => {
  it('starts what the dashboards read, at the paths their cards read it from', () => {
    expect(pageReads('/dashboard')).toEqual([MY_MEETINGS_PATH, MY_BOOKINGS_PATH]);
    expect(pageReads('/business-dashboard')).toEqual([MY_MEETINGS_PATH, MY_BOOKINGS_PATH]);
  });

  it('starts nothing for a page it does not know', () => {
    expect(pageReads('/vr-mode')).toEqual([]);
  });
});
