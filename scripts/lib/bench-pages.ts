import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { optionValue } from './options.js';

type DemoUsername = (typeof DEMO_ACCOUNTS)[number]['username'];

export interface PageUnderTest {
  name: string;
  path: string;
  /** Signed in as this demo account through `/auth` in the browser the runs use; else a visitor. */
  account?: DemoUsername;
}

/** The public pages first, then every signed-in page as the account it is made for. */
export const PAGES: PageUnderTest[] = [
  { name: 'home', path: '/' },
  { name: 'app shell', path: '/auth' },
  { name: 'dashboard', path: '/dashboard', account: 'demo-user' },
  { name: 'business dashboard', path: '/business-dashboard', account: 'demo-associate' },
  { name: 'security settings', path: '/security-settings', account: 'demo-user' },
  { name: 'profile settings', path: '/profile-settings', account: 'demo-user' },
  { name: 'CV access', path: '/cv-access', account: 'demo-user' },
  { name: 'admin', path: '/admin', account: 'demo-admin' },
  { name: 'admin content', path: '/admin-content', account: 'demo-admin' },
];

/**
 * `--pages=/dashboard,/admin` picks those pages (`everything` false); without it, all of `from`.
 * An unknown path is refused with the list to choose from.
 */
export function pagesToMeasure(
  args: readonly string[],
  from: readonly PageUnderTest[] = PAGES,
): { pages: PageUnderTest[]; everything: boolean } {
  const option = optionValue(args, 'pages');
  if (option === undefined) return { pages: [...from], everything: true };
  const wanted = option.split(',');
  const unknown = wanted.filter((want) => !from.some((page) => page.path === want));
  if (unknown.length > 0)
    throw new Error(
      `Unknown page ${unknown.join(', ')}: choose from ${from.map((p) => p.path).join(' ')}`,
    );
  return { pages: from.filter((page) => wanted.includes(page.path)), everything: false };
}

/** The demo account a signed-in page is measured as. */
export function accountOf(page: PageUnderTest): (typeof DEMO_ACCOUNTS)[number] | undefined {
  return page.account && DEMO_ACCOUNTS.find((demo) => demo.username === page.account);
}
