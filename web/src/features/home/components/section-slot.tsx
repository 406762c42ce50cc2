import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';

/**
 * Where a section shows what the app layer hands it (another feature's form or panel): nothing
 * when it is not given, and its own Suspense so its code can load after the section.
 */
export function SectionSlot({ children, mt }: { children: ReactNode; mt: number }) {
  if (!children) return null;
  return (
    <Box sx={{ mt }}>
      <Suspense>{children}</Suspense>
    </Box>
  );
}
