/**
 * Whether the home section `id` is the one in view: the one under the middle of the viewport
 * (sections do not overlap, so at most one is). False on pages without it.
 */
export function isSectionInView(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const middle = window.innerHeight / 2;
  const { top, bottom } = section.getBoundingClientRect();
  return top <= middle && bottom > middle;
}
