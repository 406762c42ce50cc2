import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PlainTabs } from '@/components/plain/tabs';
import { FramedPage } from '@/components/ui/page-container';
import { partTabs, tabPanel } from '@/components/ui/part-tabs';
import { useSessionUser } from '@/lib/use-session-user';
import type { LoadedLater } from '../admin-section';
import { ADMIN_SECTIONS, sectionOf, withSection, type AdminSectionId } from '../admin-sections';
import { AdminOverviewNumbers } from './admin-overview';
import { ServerDataCard } from './server-data-card';

/** Each section's content: the admin part of its capability, handed in by the app layer. */
export interface AdminSections {
  inbox: LoadedLater;
  /** Meeting requests, bookings, payments and availability (`SchedulingTabs` with their panels). */
  scheduling: LoadedLater;
  endorsements: LoadedLater;
  subscribers: LoadedLater;
  users: LoadedLater<{ selfUid: string }>;
  activity: LoadedLater;
}

function SectionContent({
  id,
  sections,
  selfUid,
}: {
  id: AdminSectionId;
  sections: AdminSections;
  selfUid: string;
}) {
  if (id === 'users') {
    const { Content, fallback } = sections.users;
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Role changes apply at the user&apos;s next page load.
        </Typography>
        <Suspense fallback={fallback}>
          <Content selfUid={selfUid} />
        </Suspense>
      </>
    );
  }
  const { Content, fallback } = sections[id];
  return (
    <Suspense fallback={fallback}>
      <Content />
    </Suspense>
  );
}

/**
 * `/admin` and `/admin-direct`: the owner's numbers at a glance, then the inbox, meetings and bookings (with payments and the owner's
 * availability), endorsement moderation, the newsletter's subscribers, user and role management,
 * and the recent activity. The
 * title and intro need no data and paint first; the sections are tabs, the open one in the
 * address (`?section=users`; a link to a scheduling tab, `?tab=payments`, opens its section), and
 * only it is mounted: its code loads when it is first shown (fetched ahead when a pointer or the
 * focus reaches its tab), and it reads only its own lists.
 */
export function AdminPage({ sections }: { sections: AdminSections }) {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const open = sectionOf(params);
  const section = ADMIN_SECTIONS.find((entry) => entry.id === open) ?? ADMIN_SECTIONS[0];
  return (
    <FramedPage>
      <AdminOverviewNumbers />
      <PlainTabs
        label="Admin sections"
        value={open}
        onChange={(value) =>
          setParams((previous) => withSection(previous, value), { replace: true })
        }
        tabs={partTabs('admin', ADMIN_SECTIONS, sections)}
      />
      {/* minWidth 0: as a grid item it would otherwise grow to its longest line (a message's
          subject, a row of tabs) and widen the page past a phone's screen. */}
      <Box {...tabPanel('admin', open)} sx={{ minWidth: 0 }}>
        <ServerDataCard key={open} title={section.title} reads={section.reads}>
          <SectionContent id={open} sections={sections} selfUid={user.uid} />
        </ServerDataCard>
      </Box>
    </FramedPage>
  );
}
