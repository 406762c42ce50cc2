import { PlaceholderRows } from '@/components/ui/placeholder-rows';

/** The editor's groups of fields before they come: four blocks of about their height. */
const GROUP = { height: 220, bars: [{ top: 0, height: 196, width: '100%' }] };

/** The editor while its code or the settings load. */
export function AvailabilityEditorPlaceholder() {
  return <PlaceholderRows shape={GROUP} count={4} />;
}
