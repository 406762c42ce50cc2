import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { DrawingReport, useDrawingCount } from '@/components/ui/drawing';
import type { Capability } from '@/lib/query/capabilities';
import { useReadsState } from '../hooks/use-reads-state';

/**
 * A section of an admin page: its h2 title, and its content, which reads `reads` from the server.
 * `aria-busy` says whether that content is still coming (assistive technology waits for it): its
 * reads are loading, or a list has its rows but has not drawn them yet (`useDrawingWhile`);
 * `data-server-data` says `loading`, `shown` or `failed` (the bench waits for `shown`), and
 * `data-waiting` holds back the page's after-load work while it loads (lib/start/content-shown.ts).
 */
export function ServerDataCard({
  title,
  reads,
  children,
}: {
  title: string;
  reads: readonly Capability[];
  children: ReactNode;
}) {
  const readsState = useReadsState(reads);
  const [drawing, reportDrawing] = useDrawingCount();
  const state = readsState === 'shown' && drawing > 0 ? 'loading' : readsState;
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={state === 'loading'}
      data-waiting={state === 'loading' || undefined}
      data-server-data={state}
      sx={{ minWidth: 0 }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {title}
        </Typography>
        <DrawingReport value={reportDrawing}>{children}</DrawingReport>
      </CardContent>
    </Card>
  );
}
