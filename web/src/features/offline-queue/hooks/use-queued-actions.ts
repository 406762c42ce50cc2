import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { announce } from '@/lib/offline-queue/queue-channel';
import { QUEUEABLE } from '@/lib/offline-queue/queueable';
import { editQueued } from '@/lib/offline-queue/queued-draft';
import { removeEntry } from '@/lib/offline-queue/queue-db';
import type { QueuedEntry } from '@/lib/offline-queue/queue-store';
import { scrollToSection } from '@/lib/scroll';

/** What a visitor can do with an item saved while offline, wherever the queue is listed. */
export function useQueuedActions(): {
  /** Back into its form (on the home page), to change it before it goes. */
  edit: (entry: QueuedEntry) => void;
  /** Drops it: it is never sent. */
  discard: (entry: QueuedEntry) => Promise<void>;
} {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return {
    edit(entry) {
      const { section } = QUEUEABLE[entry.kind];
      editQueued(entry);
      if (pathname === paths.home) scrollToSection(section);
      else void navigate(`${paths.home}#${section}`);
    },
    async discard(entry) {
      await removeEntry(entry.id);
      announce({ type: 'changed' });
    },
  };
}
