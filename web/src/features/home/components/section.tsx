import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SectionId } from '@shared/content/navigation-schema';
import { siteContent } from '@/lib/content/site-content';
import { useSectionViewed } from '../hooks/use-section-viewed';

/**
 * Below the first screen, the browser skips a section's style, layout and paint until it comes
 * near the viewport (the first load lays out one screen, not the whole page); `auto` keeps the
 * height it had once rendered. Scrolling to a section copes with the estimate (lib/scroll.ts).
 */
export const OFF_SCREEN_UNRENDERED = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1200px',
} as const;

/**
 * A home section: its anchor (offset below the fixed header), an h2 and a short lead, worded by the
 * section's `heading` in the navigation content unless the section passes its own.
 */
export function Section({
  id,
  heading = siteContent('navigation').sections.find((section) => section.id === id)?.heading,
  children,
}: {
  id: SectionId;
  heading?: { title: string; lead?: string };
  children: ReactNode;
}) {
  const { title = '', lead } = heading ?? {};
  const ref = useSectionViewed<HTMLElement>(id);
  return (
    <Box
      ref={ref}
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{
        scrollMarginTop: '80px',
        py: { xs: 8, md: 12 },
        ...OFF_SCREEN_UNRENDERED,
        // A jump to the section focuses it for keyboard and screen-reader users (lib/scroll.ts);
        // the whole section is not a control, so it shows no focus ring.
        '&[tabindex="-1"]:focus': { outline: 'none' },
      }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-title`} variant="sectionTitle" component="h2">
          {title}
        </Typography>
        {lead && (
          <Typography
            variant="lead"
            component="p"
            color="text.secondary"
            sx={{ maxWidth: 720, mb: 5 }}
          >
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
