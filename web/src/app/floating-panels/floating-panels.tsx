import { useState } from 'react';
import { useAppEvent } from '@/lib/events';
import { waitingDraft } from '@/lib/offline-queue/queued-draft';
import type { FloatingPanel } from './floating-panel';
import { floatingPanels } from './floating-panel-registry';
import { FloatingLauncher } from './floating-launcher';
import { useIdleFade } from './use-idle-fade';

/**
 * The floating buttons: one panel open at a time (opening one closes the other), the
 * active button closes its panel, and on phones the buttons fade after 4 s idle while no panel
 * is open.
 */
export function FloatingPanels({ panels = floatingPanels }: { panels?: readonly FloatingPanel[] }) {
  // Edit on a submission saved offline opens the panel that holds its form (now, or on arrival).
  const [openId, setOpenId] = useState<string | null>(
    () => panels.find((panel) => panel.reopens && waitingDraft(panel.reopens))?.id ?? null,
  );
  useAppEvent('queued.reopened', ({ kind }) => {
    const panel = panels.find((candidate) => candidate.reopens === kind);
    if (panel) setOpenId(panel.id);
  });
  const faded = useIdleFade(openId !== null);
  return panels.map((panel) => (
    <FloatingLauncher
      key={panel.id}
      panel={panel}
      open={openId === panel.id}
      // A panel that closes itself late (a form answered after the visitor moved on to another
      // panel) must not close the one now open.
      onOpenChange={(open) =>
        setOpenId((current) => (open ? panel.id : current === panel.id ? null : current))
      }
      faded={faded}
    />
  ));
}
