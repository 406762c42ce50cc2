import type { NewsletterUnsubscribe } from '@shared/newsletter';
import { useState } from 'react';
import { unsubscribe } from '../api/newsletter-api';

export type UnsubscribeState =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** One press of Unsubscribe: nothing is sent until `confirm` runs (a page load changes nothing). */
export function useUnsubscribe(link: NewsletterUnsubscribe | undefined) {
  const [state, setState] = useState<UnsubscribeState>({ kind: 'ready' });

  const confirm = async (): Promise<void> => {
    if (!link || state.kind === 'working' || state.kind === 'done') return;
    setState({ kind: 'working' });
    try {
      const { message } = await unsubscribe(link);
      setState({ kind: 'done', message });
    } catch (error) {
      // ApiError carries the server's words (an invalid link, say) or the network-error message.
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return { state, confirm: () => void confirm() };
}
