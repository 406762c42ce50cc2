import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page opened by a link or `navigate()` starts at its top. A jump to a section (`/#skills`) is
 * the page's own business, a redirect that replaces the entry keeps the position, and Back and
 * Forward leave it to the browser.
 */
export function useNewPageAtTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'PUSH' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
