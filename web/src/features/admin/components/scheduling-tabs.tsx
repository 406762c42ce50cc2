import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchesAhead } from '@/lib/parts/part';
import type { LoadedLater } from '../admin-section';
import {
  SCHEDULING_TABS,
  schedulingTabOf,
  TAB_PARAM,
  type SchedulingTab,
} from '../scheduling-tab-param';

/**
 * Meeting requests, bookings, payments and the owner's availability, one tab each, each panel its
 * capability's admin part (the app layer hands them in, each loaded when first shown and fetched
 * ahead when a pointer or the focus reaches its tab). The open tab is in the address
 * (`/admin?tab=payments`), and only its panel is mounted, so it loads its data when opened.
 */
export function SchedulingTabs({ panels }: { panels: Record<SchedulingTab, LoadedLater> }) {
  const [params, setParams] = useSearchParams();
  const open = schedulingTabOf(params);
  const { Content: Panel, fallback } = panels[open];
  return (
    <>
      <Tabs
        value={open}
        onChange={(_event, value: SchedulingTab) =>
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
        {SCHEDULING_TABS.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`scheduling-tab-${tab.id}`}
            aria-controls={`scheduling-panel-${tab.id}`}
            {...fetchesAhead(panels[tab.id])}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`scheduling-panel-${open}`}
        aria-labelledby={`scheduling-tab-${open}`}
      >
        <Suspense key={open} fallback={fallback}>
          <Panel />
        </Suspense>
      </Box>
    </>
  );
}
