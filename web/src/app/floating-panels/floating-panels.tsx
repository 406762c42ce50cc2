import { useState } from 'react';
import type { FloatingPanel } from './floating-panel';
import { floatingPanels } from './floating-panel-registry';
import { FloatingLauncher } from './floating-launcher';
import { useIdleFade } from './use-idle-fade';

/**
 * SPEC §2's floating buttons: one panel open at a time (opening one closes the other), the
 * active button closes its panel, and on phones the buttons fade after 4 s idle while no panel
 * is open.
 */
export function FloatingPanels({ panels = floatingPanels }: { panels?: readonly FloatingPanel[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
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
