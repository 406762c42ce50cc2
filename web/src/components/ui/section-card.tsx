import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One block of a page built from cards (settings, admin), with an optional h2 title. */
export function SectionCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        {title && (
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
