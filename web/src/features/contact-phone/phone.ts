/** A `tel:` link needs the number without the spaces people read it with. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
