import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

const TABS = [
  { id: 'meetings', label: 'Meeting requests' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'payments', label: 'Payments' },
  { id: 'availability', label: 'Availability' },
] as const;
export type SchedulingTab = (typeof TABS)[number]['id'];
type TabId = SchedulingTab;

/** The query parameter naming the open tab, so a link (or a mail) can open Payments directly. */
export const TAB_PARAM = 'tab';

/**
 * Meeting requests, bookings, payments and the owner's availability, one tab each, each panel its
 * capability's admin part (the app layer hands them in). The open tab is in the address
 * (`/admin?tab=payments`), and only its panel is mounted, so it loads its data when opened.
 */
export function SchedulingTabs({ panels }: { panels: Record<SchedulingTab, ComponentType> }) {
  const [params, setParams] = useSearchParams();
  const open: TabId = TABS.find((tab) => tab.id === params.get(TAB_PARAM))?.id ?? 'meetings';
  const Panel = panels[open];
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
