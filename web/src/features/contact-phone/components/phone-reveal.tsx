import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { part } from '@/lib/start/part';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { revealContactPhone, useContactPhone, type ContactPhone } from '../hooks/use-contact-phone';
import { usePhoneReveal } from '../hooks/use-phone-reveal';
import { telHref } from '../phone';
import { siteContent } from '@/lib/content/site-content';

// Most visitors never open it, so its code (and the text field's) loads on the first click.
// Inside a section drawn with MUI, so it needs no scope of its own.
const BusinessPurposeDialog = part(
  async () => (await import('./business-purpose-dialog')).BusinessPurposeDialog,
  { when: 'first-use', mui: 'inside' },
);

/** Beside the masked number once revealed, until the API's answer is here: a spinner, or why not. */
function PendingNumber({ number, retry }: { number: ContactPhone; retry: () => void }) {
  if (number.status !== 'failed') {
    return <CircularProgress size={16} aria-label="Loading the phone number" />;
  }
  return (
    <>
      <Typography component="span" role="alert" variant="body2" color="error">
        {number.message}
      </Typography>
      <Button size="small" onClick={retry} sx={{ minHeight: 32 }}>
        Try again
      </Button>
    </>
  );
}

/**
 * The phone number as About and Contact show it: masked after the +44
 * prefix with a Click to reveal button, and a `tel:` link once a signed-in visitor has given a
 * business purpose and the API has answered with the number.
 */
export function PhoneReveal({ bold = false }: { bold?: boolean }) {
  const reveal = usePhoneReveal();
  const { revealed, request } = reveal;
  const { number, retry } = useContactPhone(revealed);
  const dialog = useDialogState();
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);
  const weight = bold ? 600 : undefined;
  const phone = revealed && number.status === 'loaded' ? number.phone : undefined;

  // The button that opened the dialog is gone once the number shows, so focus goes to the number,
  // once the dialog has closed (an open dialog keeps focus inside itself).
  const { open } = dialog.props;
  useEffect(() => {
    if (!phone || open || !focusLink.current) return;
    focusLink.current = false;
    link.current?.focus();
  }, [phone, open]);

  // A failure to get the number rejects: the dialog stays open and its form says why.
  const onConfirm = async (purpose: string): Promise<void> => {
    focusLink.current = true;
    try {
      focusLink.current = await revealContactPhone(purpose, reveal);
    } catch (error) {
      focusLink.current = false;
      throw error;
    }
    dialog.close();
  };

  return (
    <>
      {phone ? (
        <Link ref={link} href={telHref(phone)} sx={{ fontWeight: weight }}>
          {phone}
        </Link>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography component="span" sx={{ fontWeight: weight }}>
            <span aria-hidden>{siteContent('profile').profile.phoneMasked}</span>
            <Box component="span" sx={visuallyHidden}>
              Phone number, hidden until verified
            </Box>
          </Typography>
          {revealed ? (
            <PendingNumber number={number} retry={retry} />
          ) : (
            <Button
              size="small"
              startIcon={<VisibilityIcon />}
              aria-haspopup="dialog"
              onClick={() => request(dialog.show)}
              sx={{ minHeight: 32 }}
            >
              Click to reveal
            </Button>
          )}
        </Stack>
      )}
      {/* Outside the branches, so the dialog can play its closing transition after the reveal. */}
      <BusinessPurposeDialog {...dialog.props} onConfirm={onConfirm} />
    </>
  );
}
