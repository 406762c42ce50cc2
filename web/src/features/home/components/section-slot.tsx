import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';

/**
 * Where a section shows what the app layer hands it (another feature's form or panel): nothing
 * when it is not given, and its own Suspense so its code can load after the section.
 */
export function SectionSlot({
  children,
  mt,
  id,
}: {
  children: ReactNode;
  mt: number;
  /** An anchor for it (e.g. where Edit on a saved newsletter subscription scrolls to). */
  id?: string;
}) {
  if (!children) return null;
  return (
    <Box id={id} sx={{ mt }}>
      <Suspense>{children}</Suspense>
    </Box>
  );
}
