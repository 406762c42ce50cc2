import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './error-message';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; data: T };

/** A Loaded answer that can be read again, or changed where the page changed it. */
export type Reloadable<T> = Loaded<T> & {
  reload: () => void;
  update: (change: (data: T) => T) => void;
};

/**
 * The answer of one read, loaded when the component mounts, again on `reload` (after a change the
 * page made) and whenever `load` changes (memoise it on what it reads, such as a filter). A slow
 * answer of an older `load` is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Reloadable<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'loaded', data }),
      (caught: unknown) => live && setState({ status: 'failed', message: errorMessage(caught) }),
    );
    return () => {
      live = false;
    };
  }, [load, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current,
      ),
    [],
  );
  return { ...state, reload, update };
}
