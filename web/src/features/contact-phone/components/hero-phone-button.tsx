import type { ReactNode } from 'react';
import { iconButtonClass } from '@/components/plain/class-names';
import { lazyStyled } from '@/theme/styled-lazy';
import { useLazyOpen } from '@/lib/use-lazy-open';
import { LazyMount } from '@/components/ui/lazy-mount';
import { usePhoneReveal } from '../hooks/use-phone-reveal';

// Loaded on the first click: the hero is in the first bundle, the dialog and its text field are not.
const SecureContactDialog = lazyStyled(
  async () => (await import('./secure-contact-dialog')).SecureContactDialog,
);

/** The hero's phone icon: opens Secure Contact Verification, under the same rule as About and Contact. */
export function HeroPhoneButton({ label, icon }: { label: string; icon: ReactNode }) {
  const { revealed, request, confirm, deny } = usePhoneReveal();
  const dialog = useLazyOpen();
  return (
    <>
      <button
        type="button"
        className={iconButtonClass({ bordered: true })}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => request(dialog.show)}
      >
        {icon}
      </button>
      <LazyMount when={dialog.used}>
        <SecureContactDialog {...dialog.props} revealed={revealed} gate={{ confirm, deny }} />
      </LazyMount>
    </>
  );
}
