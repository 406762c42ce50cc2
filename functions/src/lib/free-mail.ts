import freeMailDomains from 'email-providers/all.json';

// A maintained list of ~9,000 free and consumer mail domains (package `email-providers`).
const FREE_MAIL = new Set<string>(freeMailDomains);

/**
 * Entries of that list that are public suffixes (Public Suffix List, ICANN and private sections,
 * checked with tldts against email-providers 2.x): names under them belong to unrelated owners
 * (acme.com.ar, a company on a dynamic-DNS name), so only the entry itself counts, not its
 * subdomains. Every other entry counts with its subdomains: mail.gmail.com is Gmail.
 */
const SHARED_SUFFIXES = new Set([
  'cloudns.asia',
  'com.ar',
  'ddnsfree.com',
  'dns-cloud.net',
  'dnsabr.com',
  'dynu.net',
  'f5.si',
  'gleeze.com',
  'kozow.com',
  'msk.ru',
  'net.ua',
  'nom.za',
  'org.ua',
  'pp.ua',
  'spb.ru',
  'web.id',
  'za.com',
  'zp.ua',
]);

/** The domain and each parent domain of it with at least two labels: a.b.c.com → a.b.c.com, b.c.com, c.com. */
function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Whether an address belongs to a free mail provider (gmail.com, mail.gmail.com, yahoo.co.uk, …). */
export function isFreeMailAddress(email: string): boolean {
  const domain = (email.split('@').pop() ?? '').toLowerCase().replace(/\.$/, '');
  return domainAndParents(domain).some(
    (name, index) => FREE_MAIL.has(name) && (index === 0 || !SHARED_SUFFIXES.has(name)),
  );
}
