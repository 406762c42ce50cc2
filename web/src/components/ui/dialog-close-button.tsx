import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';

/** A dialog's labelled close button in its top-right corner (its title leaves room: `pr: 7`). */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <IconButton
      aria-label="Close"
      onClick={onClose}
      sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
    >
      <CloseIcon />
    </IconButton>
  );
}
