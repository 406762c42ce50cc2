import { createContext, use, useCallback, useLayoutEffect, useState } from 'react';

/**
 * A region of the page that says whether its content is still coming (`aria-busy`) learns here
 * which parts inside it have their data but have not drawn it yet: lists draw their rows in a
 * deferred render, after the read has answered, and until then show placeholders. The region
 * stays busy until they have, so assistive technology (and anyone waiting for the content) is
 * not told it is there while placeholders are on screen.
 */
export const DrawingReport = createContext<((change: 1 | -1) => void) | null>(null);

/** For the region: how many parts inside are still drawing, and what they report to. */
export function useDrawingCount(): [number, (change: 1 | -1) => void] {
  const [count, setCount] = useState(0);
  const report = useCallback((change: 1 | -1) => setCount((current) => current + change), []);
  return [count, report];
}

/**
 * For a part inside a region: it is drawing while `drawing` holds. Reported before the browser
 * paints, so no frame shows the region done with the part still drawing.
 */
export function useDrawingWhile(drawing: boolean): void {
  const report = use(DrawingReport);
  useLayoutEffect(() => {
    if (!drawing || !report) return;
    report(1);
    return () => report(-1);
  }, [drawing, report]);
}
