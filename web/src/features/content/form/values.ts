import { isRecord } from '@/lib/is-record';

/** Where a value sits in a content document: keys and list positions, e.g. `['projects', 2, 'title']`. */
export type ValuePath = readonly (string | number)[];

/** A path as the server and zod name a field in their errors: `projects.2.title`. */
export const pathKey = (path: ValuePath): string => path.join('.');

export function valueAt(document: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>((value, step) => {
    if (typeof step === 'number') return Array.isArray(value) ? value[step] : undefined;
    return isRecord(value) && Object.hasOwn(value, step) ? value[step] : undefined;
  }, document);
}

/**
 * `document` with the value at `path` replaced (undefined removes the field or the list item),
 * unchanged elsewhere.
 */
export function withValueAt(document: unknown, path: ValuePath, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (typeof step === 'number') {
    const list: unknown[] = Array.isArray(document) ? [...document] : [];
    const next = withValueAt(list[step], rest, value);
    // A list item set to nothing is removed, so the list never holds a hole.
    if (next === undefined) list.splice(step, 1);
    else list[step] = next;
    return list;
  }
  const object = isRecord(document) ? document : {};
  const next = withValueAt(object[step], rest, value);
  const others = Object.entries(object).filter(([key]) => key !== step);
  // Kept in place: a field's position is the order the editor draws and the diff lists.
  if (next === undefined) return Object.fromEntries(others);
  return Object.hasOwn(object, step)
    ? Object.fromEntries(
        Object.entries(object).map(([key, old]) => [key, key === step ? next : old]),
      )
    : { ...object, [step]: next };
}

/** The list at `path` changed by `change` (a copy: the document is never changed in place). */
export function withListAt(
  document: unknown,
  path: ValuePath,
  change: (list: unknown[]) => unknown[],
): unknown {
  const current = valueAt(document, path);
  return withValueAt(document, path, change(Array.isArray(current) ? [...current] : []));
}

/** The list with the item at `from` moved to `to` (both in range). */
export function moved(list: unknown[], from: number, to: number): unknown[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item);
  return list;
}
