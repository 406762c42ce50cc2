import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PlainTabs } from '@/components/plain/tabs';
import { partTabs, tabPanel } from '@/components/ui/part-tabs';
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
      <PlainTabs
        label="Meetings and bookings"
        spaced
        value={open}
        onChange={(value) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set(TAB_PARAM, value);
              return next;
            },
            { replace: true },
          )
        }
        tabs={partTabs('scheduling', SCHEDULING_TABS, panels)}
      />
      <Box {...tabPanel('scheduling', open)}>
        <Suspense key={open} fallback={fallback}>
          <Panel />
        </Suspense>
      </Box>
    </>
  );
}
