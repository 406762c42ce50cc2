import { createContext, useContext } from 'react';

/**
 * The frame of a signed-in page: its title and, where it is the same for everyone, its intro.
 * Declared with the page (app/pages.ts): the page's shell paints it from the HTML, the guard keeps
 * it while the session loads, and the page draws it again in the same place (FramedPage), so what
 * a person reads first never moves or blinks. What names the account is in the page's own content.
 */
export interface PageFrame {
  title: string;
  intro: string;
  /** As wide as a laptop's screen instead of a column of reading width (an editor with its preview). */
  wide?: boolean;
}

/** The frame of the page being drawn, given by the router from the page list. */
export const PageFrameContext = createContext<PageFrame | null>(null);

export function usePageFrame(): PageFrame {
  const frame = useContext(PageFrameContext);
  if (!frame)
    throw new Error('A framed page is drawn outside its route: app/pages.ts gives frames');
  return frame;
}
