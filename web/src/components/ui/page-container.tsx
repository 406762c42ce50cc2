import type { ReactNode } from 'react';
import { Spinner } from '@/components/plain/spinner';
import { usePageFrame, type PageFrame } from './page-frame';
import './page-container.css';

/**
 * The frame of a signed-in page: one h1, an optional intro line, the content. Plain markup styled
 * by static CSS (page-container.css), so the page's shell paints the same frame from the HTML
 * before any script runs (docs/first-load.md, "A signed-in page").
 */
export function PageContainer({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={wide ? 'page-frame page-frame--wide' : 'page-frame'}>
      <h1 className="page-frame__title">{title}</h1>
      {intro && <p className="page-frame__intro">{intro}</p>}
      <div className="page-frame__body">{children}</div>
    </main>
  );
}

/** A signed-in page in the frame its route declares (app/pages.ts). */
export function FramedPage({ children }: { children: ReactNode }) {
  return <PageContainer {...usePageFrame()}>{children}</PageContainer>;
}

/** A signed-in page while its code or its session loads: its frame, when known, and a spinner. */
export function PageLoading({ frame, label }: { frame: PageFrame | undefined; label?: string }) {
  const spinner = <Spinner label={label} />;
  return frame ? <PageContainer {...frame}>{spinner}</PageContainer> : spinner;
}
