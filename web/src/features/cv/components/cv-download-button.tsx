import { useRef, useState } from 'react';
import { Button } from '@/components/plain/button';
import { Icon } from '@/components/plain/icon';
import { paths } from '@/config/paths';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { part } from '@/lib/start/part';
import { useDialogState } from '@/components/ui/use-dialog-state';

// Drawn with MUI: its code, and MUI's, load on the first click.
const CvRegistrationDialog = part(
  async () => (await import('./cv-registration-dialog')).CvRegistrationDialog,
  { when: 'first-use', mui: true },
);

/**
 * The hero's Download CV: a signed-in visitor gets the file at once; anyone else
 * registers first, and the attempt then sends them to sign in (the server answers 401).
 */
export function CvDownloadButton() {
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const registration = useDialogState();
  // A second click during the download would fetch the PDF twice before React re-renders.
  const pending = useRef(false);

  const attempt = async (): Promise<void> => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      // The download code loads on the first click: the hero's first load only shows the button.
      const { downloadCv } = await import('../api/cv-download');
      await downloadCv({ onLoginRequired: () => navigate(paths.auth) });
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  // While the session loads, the server decides: a signed-in user is not asked to register.
  const onClick = (): void =>
    session.status === 'signed-out' ? registration.show() : void attempt();

  return (
    <>
      <Button size="large" onClick={onClick} aria-busy={busy} start={<Icon name="download" />}>
        Download CV
      </Button>
      <CvRegistrationDialog
        {...registration.props}
        onRegistered={() => {
          registration.close();
          void attempt();
        }}
      />
    </>
  );
}
