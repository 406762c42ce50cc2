import { useCallback, useEffect, useRef, useState } from 'react';
import type { EasterEgg } from '@shared/content/easter-eggs-schema';
import { setEasterEggsEnabled, useEasterEggsEnabled } from '@/lib/easter-eggs-setting';
import { publish } from '@/lib/events';
import { part } from '@/lib/start/part';
import { useSession, type SessionState } from '@/lib/session';
import { toast, useCurrentToast } from '@/lib/toast';
import { listenForEggs, type FoundBy } from '../egg-listener';
import { scheduleHints } from '../hint-schedule';
import { HintToast, type ShownHint } from './hint-toast';
import { siteContent } from '@/lib/content/site-content';

// Drawn with MUI, and only ever needed once a pattern is matched: their code (and MUI's) loads
// then, or in the 300 ms before the secret shows.
const SecretOverlay = part(async () => (await import('./egg-dialogs')).SecretOverlay, {
  when: 'first-use',
  mui: true,
});
const SignInPrompt = part(async () => (await import('./egg-dialogs')).SignInPrompt, {
  when: 'first-use',
  mui: true,
});

/** A signed-in visitor's secret opens this long after the match (its event goes at once). */
export const SECRET_OVERLAY_DELAY_MS = 300;

interface Match {
  egg: EasterEgg;
  by: FoundBy;
}

/**
 * The easter eggs: listens for the patterns (keys and taps) and shows hints while the visitor
 * has them on. A match tells the app (`egg.found`) and opens the secret for a signed-in visitor;
 * a signed-out one is asked to create an account instead, and nothing is told.
 */
export function EasterEggs({
  eggs = siteContent('easter-eggs').easterEggs,
  random = Math.random,
}: {
  eggs?: readonly EasterEgg[];
  random?: () => number;
}) {
  const enabled = useEasterEggsEnabled();
  const session = useSession();
  const currentToast = useCurrentToast();
  const [secret, setSecret] = useState<EasterEgg | null>(null);
  const [secretOpen, setSecretOpen] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const [hint, setHint] = useState<ShownHint | null>(null);

  // What the listeners, set up once, read at the moment of a match or a hint. A hint waits while
  // anything else is shown: a dialog, the previous hint, or another toast (one toast at a time).
  const latest = useRef({ session, hintWaits: false });
  useEffect(() => {
    latest.current = {
      session,
      hintWaits: secretOpen || promptOpen || hint !== null || currentToast !== null,
    };
  });
  const pending = useRef<Match | null>(null);
  const secretTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(secretTimer.current), []);

  const reveal = useCallback(({ egg, by }: Match, current: SessionState): void => {
    setHint(null);
    if (current.status === 'signed-in') {
      publish('egg.found', { egg: egg.id, by });
      void SecretOverlay.preload().catch(() => undefined);
      clearTimeout(secretTimer.current);
      secretTimer.current = setTimeout(() => {
        setSecret(egg);
        setSecretOpen(true);
      }, SECRET_OVERLAY_DELAY_MS);
    } else if (current.status === 'signed-out') {
      setPromptOpen(true);
    } else {
      // Who is visiting is not known yet: answered once the session is.
      pending.current = { egg, by };
    }
  }, []);

  useEffect(() => {
    const match = pending.current;
    if (!match || session.status === 'loading') return;
    pending.current = null;
    reveal(match, session);
  }, [session, reveal]);

  useEffect(() => {
    if (!enabled) return;
    const stopListening = listenForEggs({
      eggs,
      onMatch: (egg, by) => reveal({ egg, by }, latest.current.session),
    });
    let nextHint = 0;
    const stopHints = scheduleHints({
      eggs,
      random,
      canShow: () => !latest.current.hintWaits,
      show: (egg) => setHint({ id: ++nextHint, text: egg.hint }),
    });
    // For anyone diagnosing the page (and end-to-end tests): the patterns are being listened for.
    document.documentElement.dataset.easterEggs = 'listening';
    return () => {
      stopListening();
      stopHints();
      delete document.documentElement.dataset.easterEggs;
    };
  }, [enabled, eggs, random, reveal]);

  const turnOff = (): void => {
    setEasterEggsEnabled(false);
    setHint(null);
    toast({
      title: 'Easter eggs turned off',
      description: 'No more secrets or hints. You can turn them back on in Achievements.',
    });
  };

  const play = (): void => {
    setSecretOpen(false);
    publish('games.requested', {});
  };

  return (
    <>
      {enabled && <HintToast hint={hint} onDone={() => setHint(null)} onTurnOff={turnOff} />}
      {secret && (
        <SecretOverlay
          open={secretOpen}
          onClose={() => setSecretOpen(false)}
          egg={secret}
          onPlay={play}
        />
      )}
      <SignInPrompt open={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}
