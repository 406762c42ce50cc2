import { useState } from 'react';
import { errorMessage } from './error-message';
import { toast } from './toast';

/** What a toast says. */
export interface Told {
  title: string;
  description?: string;
}

/**
 * One change to one item of a list (a cancellation, a decision): `run` does it and says what to
 * toast; a failure is toasted under `failure` with the server's message. `busy` names the item
 * being changed, so its buttons can wait.
 */
export function useRowAction<T extends { id: string }, A extends unknown[]>(
  failure: string,
  run: (item: T, ...args: A) => Promise<Told>,
): { busy: string | null; act: (item: T, ...args: A) => Promise<void> } {
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (item: T, ...args: A): Promise<void> => {
    setBusy(item.id);
    try {
      toast(await run(item, ...args));
    } catch (caught) {
      toast({ title: failure, description: errorMessage(caught), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, act };
}
