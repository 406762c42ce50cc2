import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useEffect, useRef } from 'react';
import { profile } from '@shared/content/profile';
import { useLazyOpen } from '../hooks/use-lazy-open';
import { usePhoneReveal } from '../hooks/use-phone-reveal';
import { telHref } from '../phone';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { LazyMount } from './lazy-mount';

// Most visitors never open it, so its code (and the text field's) loads on the first click.
const BusinessPurposeDialog = lazy(async () => ({
  default: (await import('./business-purpose-dialog')).BusinessPurposeDialog,
}));

/**
 * The phone number as About and Contact show it (SPEC §4 Phone reveal): masked after the +44
 * prefix with a Click to reveal button, and a `tel:` link once a signed-in visitor has given a
 * business purpose.
 */
export function PhoneReveal({ bold = false }: { bold?: boolean }) {
  const { revealed, request, confirm } = usePhoneReveal();
  const dialog = useLazyOpen();
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);
  const weight = bold ? 600 : undefined;

  // The button that opened the dialog is gone once the number shows, so focus goes to the number.
  useEffect(() => {
    if (!revealed || !focusLink.current) return;
    focusLink.current = false;
    link.current?.focus();
  }, [revealed]);

  const onConfirm = (purpose: string): void => {
    // Read by the effect above, which runs after this update renders.
    focusLink.current = confirm(purpose);
    dialog.close();
  };

  return (
    <>
      {revealed ? (
        <Link ref={link} href={telHref(profile.phone)} sx={{ fontWeight: weight }}>
          {profile.phone}
        </Link>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography component="span" sx={{ fontWeight: weight }}>
            <span aria-hidden>{profile.phoneMasked}</span>
            <Box component="span" sx={visuallyHidden}>
              Phone number, hidden until verified
            </Box>
          </Typography>
          <Button
            size="small"
            startIcon={<VisibilityIcon />}
            aria-haspopup="dialog"
            onClick={() => request(dialog.show)}
            sx={{ minHeight: 32 }}
          >
            Click to reveal
          </Button>
        </Stack>
      )}
      {/* Outside the branches, so the dialog can play its closing transition after the reveal. */}
      <LazyMount when={dialog.used}>
        <BusinessPurposeDialog {...dialog.props} onConfirm={onConfirm} />
      </LazyMount>
    </>
  );
}
