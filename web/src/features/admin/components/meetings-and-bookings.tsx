import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { AvailabilityEditor } from './availability-editor';
import { BookingsAdmin } from './bookings-admin';
import { MeetingRequestsAdmin } from './meeting-requests-admin';
import { PaymentsAdmin } from './payments-admin';

const TABS = [
  { id: 'meetings', label: 'Meeting requests', Panel: MeetingRequestsAdmin },
  { id: 'bookings', label: 'Bookings', Panel: BookingsAdmin },
  { id: 'payments', label: 'Payments', Panel: PaymentsAdmin },
  { id: 'availability', label: 'Availability', Panel: AvailabilityEditor },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The query parameter naming the open tab, so a link (or a mail) can open Payments directly. */
export const TAB_PARAM = 'tab';

/**
 * Meeting requests, bookings, payments and the owner's availability, one tab each. The open tab
 * is in the address (`/admin?tab=payments`) and loads its data when opened.
 */
export function MeetingsAndBookings() {
  const [params, setParams] = useSearchParams();
  const open: TabId = TABS.find((tab) => tab.id === params.get(TAB_PARAM))?.id ?? 'meetings';
  const current = TABS.find((tab) => tab.id === open) ?? TABS[0];
  const { Panel } = current;
  return (
    <>
      <Tabs
        value={open}
        onChange={(_event, value: TabId) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set(TAB_PARAM, value);
              return next;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        aria-label="Meetings and bookings"
        sx={{ mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`scheduling-tab-${tab.id}`}
            aria-controls={`scheduling-panel-${tab.id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`scheduling-panel-${open}`}
        aria-labelledby={`scheduling-tab-${open}`}
      >
        <Panel key={open} />
      </Box>
    </>
  );
}
