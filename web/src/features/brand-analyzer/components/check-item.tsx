import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list item whose wording carries the verdict; the icon only reinforces it for sighted users. */
export function CheckItem({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CheckCircleOutlinedIcon : ErrorOutlinedIcon;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}>
      <Icon fontSize="small" color={ok ? 'success' : 'warning'} sx={{ mt: '2px' }} />
      <Box component="span">{children}</Box>
    </Box>
  );
}
