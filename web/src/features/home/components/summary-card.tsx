import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A small card of a home section: an accent (a year, an icon), a title and one line about it. */
export function SummaryCard({
  accent,
  title,
  description,
  component = 'div',
  sx,
}: {
  accent: ReactNode;
  title: string;
  description: string;
  /** `li` when the card is an item of a list. */
  component?: 'div' | 'li';
  sx?: SxProps<Theme>;
}) {
  return (
    <Card component={component} sx={sx}>
      <CardContent>
        {accent}
        <Typography variant="itemTitle" component="h4">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </CardContent>
    </Card>
  );
}
