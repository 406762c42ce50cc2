import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ClosableDialog } from '@/components/ui/closable-dialog';
import type { DialogProps } from '@/components/ui/dialog-props';

/**
 * Account Required: choosing a slot and requesting a meeting need an account. One button
 * to `/auth` (its Sign In and Register tabs are side by side there), Maybe Later closes.
 */
export function AccountRequiredDialog({ open, onClose }: DialogProps) {
  const navigate = useNavigate();
  return (
    <ClosableDialog open={open} onClose={onClose} title="Account Required">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Please sign in or create a free account to choose a meeting time and send a meeting request.
        It only takes a minute.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button variant="outlined" onClick={onClose}>
          Maybe Later
        </Button>
        <Button variant="contained" onClick={() => navigate(paths.auth)}>
          Sign In / Create Account
        </Button>
      </Stack>
    </ClosableDialog>
  );
}
