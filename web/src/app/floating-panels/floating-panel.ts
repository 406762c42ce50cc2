import type { ReactNode } from 'react';
import type { Part } from '@/lib/start/part';
import type { QueuedKind } from '@/lib/offline-queue/queueable';

/** What a panel's content gets from the frame around it. */
export interface FloatingPanelContentProps {
  /** Closes the panel and gives focus back to its button (after a form was sent, say). */
  onDone: () => void;
  /** The id of the panel's title, to name a form or region inside it. */
  titleId: string;
}

/** One floating button and the panel it opens; the app shows at most one panel at a time. */
export interface FloatingPanel {
  id: string;
  /** The bottom corner the button sits in; the panel opens above it. One panel per corner. */
  corner: 'left' | 'right';
  buttonLabel: string;
  icon: ReactNode;
  title: string;
  description: string;
  /**
   * What the panel shows: a part loaded on first use (`when: 'first-use'`, inside the frame's MUI
   * scope), fetched as the visitor reaches for the button.
   */
  content: Part<FloatingPanelContentProps>;
  /** A submission saved offline whose Edit opens this panel (its form takes the content back). */
  reopens?: QueuedKind;
}
