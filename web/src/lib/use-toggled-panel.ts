import { useId, useRef, useState } from 'react';

/**
 * A button that opens and closes a panel whose code loads when it is first wanted. `mounted` is
 * true from the first opening on: the panel is then only hidden (or animated closed), so what it
 * holds survives closing, and the page carries no panel it has not shown. `panelId` ties the
 * button to the panel. `close` is for a closing that starts in the panel or at the button: it
 * gives the focus back to the button (a host that closes the panel for another reason calls
 * `setOpen` itself, leaving the focus where it is).
 */
export function useToggledPanel(open: boolean, setOpen: (open: boolean) => void) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const close = (): void => {
    buttonRef.current?.focus();
    setOpen(false);
  };
  return { buttonRef, panelId, mounted, close };
}
