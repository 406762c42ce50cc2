import freeMailDomains from 'email-providers/all.json';

// A maintained list of ~9,000 free and consumer mail domains (package `email-providers`).
const FREE_MAIL = new Set<string>(freeMailDomains);

/** Whether an address belongs to a free mail provider (gmail.com, outlook.com, yahoo.co.uk, …). */
export function isFreeMailAddress(email: string): boolean {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return FREE_MAIL.has(domain);
}
