import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { profile } from '@shared/content/profile';
import { usePhoneReveal } from '../hooks/use-phone-reveal';
import { telHref } from '../phone';
import { visuallyHidden } from '@/components/ui/visually-hidden';

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
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);
  const weight = bold ? 600 : undefined;

  // The button that opened the dialog is gone once the number shows, so focus goes to the number.
  useEffect(() => {
    if (!revealed || !focusLink.current) return;
    focusLink.current = false;
    link.current?.focus();
  }, [revealed]);

  const ask = (): void => {
    setUsed(true);
    setOpen(true);
  };
  const onConfirm = (purpose: string): void => {
    // Read by the effect above, which runs after this update renders.
    focusLink.current = confirm(purpose);
    setOpen(false);
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
            onClick={() => request(ask)}
            sx={{ minHeight: 32 }}
          >
            Click to reveal
          </Button>
        </Stack>
      )}
      {/* Outside the branches, so the dialog can play its closing transition after the reveal. */}
      {used && (
        <Suspense fallback={null}>
          <BusinessPurposeDialog open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
        </Suspense>
      )}
    </>
  );
}
