/**
 * Which items of a list are open in the editor, kept with the items as they move: a list's items
 * are drawn as a row each (name, move, remove) and only an opened one draws its fields, so a
 * document of hundreds of fields opens with a screen's worth.
 */
export type OpenItems = ReadonlySet<number>;

/** The open items once the item at `from` moved to `to`, as `moved` moves it. */
export function openAfterMove(
  open: OpenItems,
  from: number,
  to: number,
  length: number,
): OpenItems {
  const flags = Array.from({ length }, (_, index) => open.has(index));
  const [flag] = flags.splice(from, 1);
  flags.splice(to, 0, flag === true);
  return indicesOf(flags);
}

/** The open items once the item at `removed` is gone. */
export function openAfterRemove(open: OpenItems, removed: number): OpenItems {
  return new Set(
    [...open]
      .filter((index) => index !== removed)
      .map((index) => (index > removed ? index - 1 : index)),
  );
}

/** Whether a field error (keyed `projects.2.title`) lies at `key` or anywhere inside it. */
export function hasErrorWithin(errors: ReadonlyMap<string, string>, key: string): boolean {
  for (const at of errors.keys()) if (at === key || at.startsWith(`${key}.`)) return true;
  return false;
}

function indicesOf(flags: boolean[]): OpenItems {
  return new Set(flags.flatMap((flag, index) => (flag ? [index] : [])));
}
