import { useId, useState } from 'react';
import { Button } from '@/components/plain/button';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { fetchesAhead, part } from '@/lib/start/part';
import { useToggledPanel } from '@/lib/use-toggled-panel';
import { summaryText } from '../health-checks';
import { useSystemStatus } from '../hooks/use-system-status';
import { StatusDot } from './status-dot';
import './system-status.css';

// The panel is drawn with MUI and most visits never open it: its code (and MUI's) loads when the
// pill is first pointed at, focused or touched, so by the click it has usually arrived.
const SystemStatusPanel = part(
  async () => (await import('./system-status-panel')).SystemStatusPanel,
  { when: 'first-use', mui: true },
);

/** Our addition to the summaries: offline, no service can be checked, so none is failed. */
const OFFLINE_SUMMARY = 'Offline';

/**
 * Fixed top-right pill that expands into the service health panel. The pill is plain
 * markup (./system-status.css): it appears after every load, and needs no styling runtime.
 */
export function SystemStatusWidget() {
  const [expanded, setExpanded] = useState(false);
  // The panel (a part gated by `open`) stays mounted from the first expansion on, so it can
  // animate closed as well as open.
  const { buttonRef, panelId, close } = useToggledPanel(expanded, setExpanded);
  const status = useSystemStatus(expanded);
  const { offline, overall } = status;
  // Offline, the last round's results say nothing about now: the widget shows no status at all.
  const shown = offline ? null : overall;
  const summary = offline ? OFFLINE_SUMMARY : overall ? summaryText(overall) : null;
  const titleId = useId();

  return (
    <div className="system-status">
      <Button
        ref={buttonRef}
        variant="pill"
        size="small"
        onClick={() => setExpanded((open) => !open)}
        {...fetchesAhead(SystemStatusPanel)}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        start={<StatusDot status={shown} />}
      >
        System Status
        <span style={visuallyHidden}>{`: ${summary ?? 'not checked yet'}`}</span>
      </Button>
      <SystemStatusPanel
        open={expanded}
        status={status}
        shown={shown}
        summary={summary}
        panelId={panelId}
        titleId={titleId}
        onClose={close}
      />
    </div>
  );
}
