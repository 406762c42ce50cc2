import { useCallback, useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { grantAccess, useAccessGrant } from '@/lib/access-grant';
import { isValidPurpose } from '../gate-rules';

/** A signed-out visitor who asks for the phone is sent to sign in after 1.5 s. */
export const DENIAL_REDIRECT_MS = 1500;

/**
 * The phone reveal rule shared by the hero, About and Contact: signed-in visitors
 * give a business purpose, which is never sent anywhere, and the dialog then asks the API for the
 * number (`revealContactPhone`, loaded with the dialogs); signed-out visitors are sent to sign in.
 */
export function usePhoneReveal() {
  const session = useSession();
  const navigate = useNavigate();
  const granted = useAccessGrant('phone');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Only a known signed-out visitor is turned away: while the session loads, a signed-in user is not.
  const signedOut = session.status === 'signed-out';

  useEffect(() => () => clearTimeout(redirect.current), []);

  const deny = useCallback((): void => {
    toast({
      title: 'Authentication Required',
      description: 'Please login to view contact information',
      variant: 'destructive',
    });
    clearTimeout(redirect.current);
    // The pause lets the visitor read why they are leaving the page.
    redirect.current = setTimeout(() => navigate(paths.auth), DENIAL_REDIRECT_MS);
  }, [navigate]);

  /** Runs `ask` (opens the purpose dialog) unless the visitor must sign in first. */
  const request = useCallback(
    (ask: () => void): void => {
      if (signedOut) deny();
      else ask();
    },
    [signedOut, deny],
  );

  /** True when the purpose is accepted and the phone is now revealed. */
  const confirm = useCallback(
    (purpose: string): boolean => {
      if (!isValidPurpose(purpose)) return false;
      if (signedOut) {
        deny();
        return false;
      }
      grantAccess('phone');
      return true;
    },
    [signedOut, deny],
  );

  // A grant left by an earlier signed-in visit does not show the number to a signed-out visitor.
  return { revealed: granted && !signedOut, request, confirm, deny };
}

/** What a reveal dialog does once the API has answered: remember the reveal, or send to sign in. */
export type PhoneRevealGate = Pick<ReturnType<typeof usePhoneReveal>, 'confirm' | 'deny'>;
