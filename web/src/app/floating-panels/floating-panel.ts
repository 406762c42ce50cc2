import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { QueuedKind } from '@/lib/offline-queue/queueable';

/** What a panel's content gets from the frame around it. */
export interface FloatingPanelContentProps {
  /** Closes the panel and gives focus back to its button (after a form was sent, say). */
  onDone: () => void;
  /** The id of the panel's title, to name a form or region inside it. */
  titleId: string;
}

export interface FloatingPanelContent {
  Component: LazyExoticComponent<ComponentType<FloatingPanelContentProps>>;
  /** Starts loading the content before the panel opens (the visitor is reaching for the button). */
  preload: () => void;
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
  content: FloatingPanelContent;
  /** A submission saved offline whose Edit opens this panel (its form takes the content back). */
  reopens?: QueuedKind;
}

/** Content that loads on first use, so the buttons cost the page almost nothing until then. */
export function lazyPanelContent(
  load: () => Promise<ComponentType<FloatingPanelContentProps>>,
): FloatingPanelContent {
  let loading: Promise<{ default: ComponentType<FloatingPanelContentProps> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  return {
    Component: lazy(start),
    preload: () => {
      void start();
    },
  };
}
