/** What a dialog takes from whoever opens it: whether it is open, and how to close it. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
}
