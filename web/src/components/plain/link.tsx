import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** Where a kit link goes: a page of the app (`to`) or any other address (`href`). */
export type LinkTarget = LinkProps | ComponentProps<'a'>;

/** A page of the app through the router's Link, any other address through a plain <a>. */
export function PlainLink(props: LinkTarget) {
  return 'to' in props ? <Link {...props} /> : <a {...props} />;
}
