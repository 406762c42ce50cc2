import type { KeyboardEvent } from 'react';
import { Fab } from '@/components/plain/fab';
import { Icon } from '@/components/plain/icon';
import { fetchesAhead, part } from '@/lib/start/part';
import { useToggledPanel } from '@/lib/use-toggled-panel';
import type { FloatingPanel } from './floating-panel';
import './floating-launcher.css';

// The panels are drawn with MUI and most visits open none: the frame's code (and MUI's) loads
// when a button is first pointed at, focused or touched, with the panel's content.
const FloatingPanelFrame = part(
  async () => (await import('./floating-panel-frame')).FloatingPanelFrame,
  { when: 'first-use', mui: true },
);

interface FloatingLauncherProps {
  panel: FloatingPanel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Faded out on a phone after a while without activity (the host decides when). */
  faded: boolean;
}

/**
 * One floating button in its corner and the panel it opens above it. The button is the kit's Fab:
 * it appears after every load, and needs no styling runtime.
 */
export function FloatingLauncher({ panel, open, onOpenChange, faded }: FloatingLauncherProps) {
  // A half-typed form survives closing the panel. Only closings that start here give focus back
  // to the button: when the host closes this panel because another one opened, focus belongs to
  // that one.
  const { buttonRef, panelId, mounted, close } = useToggledPanel(open, onOpenChange);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <Fab
        ref={buttonRef}
        className={`floating-launcher floating-launcher--${panel.corner}`}
        data-faded={faded || undefined}
        aria-label={panel.buttonLabel}
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onKeyDown}
        {...fetchesAhead(FloatingPanelFrame, panel.content)}
      >
        {open ? <Icon name="close" /> : panel.icon}
      </Fab>
      <FloatingPanelFrame
        panel={panel}
        id={panelId}
        open={open}
        onClose={close}
        onKeyDown={onKeyDown}
      />
    </>
  );
}
