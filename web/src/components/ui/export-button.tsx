import type { AdminExportName } from '@shared/admin-exports';
import { useState } from 'react';
import { downloadAdminExport } from '@/lib/admin-export';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { BusyButton } from './busy-button';

/**
 * Downloads the CSV of an admin list with the filters it shows now: every row they select, not
 * only the loaded pages. Says so when the file is saved, and why when it could not be made.
 */
export function ExportButton({
  name,
  filter,
  label,
}: {
  name: AdminExportName;
  filter: Readonly<Record<string, string | boolean>>;
  /** What is exported, for the button's accessible name ("Export CSV of bookings"). */
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const exportNow = async () => {
    setBusy(true);
    try {
      await downloadAdminExport(name, filter);
      toast({ title: 'Export ready', description: `${label} saved as a CSV file.` });
    } catch (caught) {
      toast({
        title: 'Could not export',
        description: errorMessage(caught),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      variant="outlined"
      size="small"
      busy={busy}
      aria-label={`Export CSV of ${label.toLowerCase()}`}
      onClick={() => void exportNow()}
    >
      Export CSV
    </BusyButton>
  );
}
