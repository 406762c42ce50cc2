import type { ReactNode } from 'react';
import { PAGES, type PageId } from '@/app/pages';
import { PageFrameContext } from '@/components/ui/page-frame';

/** A page's content in the frame its route gives it (app/pages.ts), as the router draws it. */
export function InFrameOf({ page, children }: { page: PageId; children: ReactNode }) {
  const frame = PAGES[page];
  return (
    <PageFrameContext value={'frame' in frame ? frame.frame : null}>{children}</PageFrameContext>
  );
}
