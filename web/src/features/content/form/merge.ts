import type { ContentChange } from '@shared/content/conflict-schema';
import { diffContent } from '@shared/content/diff';
import { type ValuePath, valueAt, withValueAt } from './values';

/** `projects[2].link.url` (as the diff names a field) → `['projects', 2, 'link', 'url']`. */
export function pathOf(name: string): ValuePath {
  if (name === '(document)') return [];
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? (key ?? '') : Number(index),
  );
}

const same = (a: unknown, b: unknown): boolean => diffContent(a, b).length === 0;

/** A field both editors changed: theirs is published, mine is in the draft. */
export interface Clash {
  change: ContentChange;
  path: ValuePath;
  mine: unknown;
}

export interface Merged {
  /** The draft with every change of theirs that did not touch a field I changed. */
  draft: unknown;
  /** Their changes taken into the draft as they are. */
  taken: ContentChange[];
  /** Fields we both changed, each to be decided by the editor (the draft keeps mine until then). */
  clashes: Clash[];
}

/**
 * Merges what the other editor published (`changes`, against the version my draft was based
 * on) into my draft: a field I left as it was takes theirs; a field we both changed differently
 * is a clash the editor decides. Applied last to first, so removing a list item does not shift
 * the positions of the changes still to apply.
 */
export function mergeTheirs(draft: unknown, changes: readonly ContentChange[]): Merged {
  let merged = draft;
  const taken: ContentChange[] = [];
  const clashes: Clash[] = [];
  for (const change of [...changes].reverse()) {
    const path = pathOf(change.path);
    const mine = valueAt(merged, path);
    if (same(mine, change.after)) continue;
    if (same(mine, change.before)) {
      merged = withValueAt(merged, path, change.after);
      taken.unshift(change);
    } else {
      clashes.unshift({ change, path, mine });
    }
  }
  return { draft: merged, taken, clashes };
}
