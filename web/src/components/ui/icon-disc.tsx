import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * An icon on a filled circle, beside or above the words it goes with. Hidden from assistive
 * technology: those words say what it shows. `muted` for something not reached yet; `inline`
 * inside phrasing content (a button's label).
 */
export function IconDisc({
  children,
  size = 44,
  muted = false,
  inline = false,
  sx,
}: {
  children: ReactNode;
  size?: number;
  muted?: boolean;
  inline?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component={inline ? 'span' : 'div'}
      aria-hidden
      sx={[
        {
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          width: size,
          height: size,
          borderRadius: '50%',
        },
        muted
          ? { bgcolor: 'action.selected', color: 'text.secondary' }
          : { bgcolor: 'primary.main', color: 'primary.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
