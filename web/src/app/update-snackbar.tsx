import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** "Update available — reload": loaded only when a new version is actually waiting. */
export function UpdateSnackbar({
  onReload,
  onLater,
}: {
  onReload: () => void;
  onLater: () => void;
}) {
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="Update available — reload to get the latest version."
      action={
        <>
          <Button color="primary" size="small" onClick={onReload}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={onLater}>
            Later
          </Button>
        </>
      }
    />
  );
}
