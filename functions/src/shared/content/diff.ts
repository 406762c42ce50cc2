import type { ContentChange } from './conflict-schema';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every leaf that differs between two documents, in document order. Lists compare item by item
 * at the same position, so a reorder shows as the positions that now hold something else: what
 * an editor merging by hand needs to see, and no diff library's notion of moves to explain.
 */
export function diffContent(before: Json, after: Json, path = ''): ContentChange[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) =>
      index >= before.length
        ? [{ path: `${path}[${index}]`, after: after[index] }]
        : index >= after.length
          ? [{ path: `${path}[${index}]`, before: before[index] }]
          : diffContent(before[index], after[index], `${path}[${index}]`),
    ).flat();
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      const at = path === '' ? key : `${path}.${key}`;
      if (!Object.hasOwn(after, key)) return [{ path: at, before: before[key] }];
      if (!Object.hasOwn(before, key)) return [{ path: at, after: after[key] }];
      return diffContent(before[key], after[key], at);
    });
  }
  return [{ path: path === '' ? '(document)' : path, before, after }];
}
