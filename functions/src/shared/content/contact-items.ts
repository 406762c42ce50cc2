import type { ContactItem } from './contact-items-schema';
import { profile } from './profile';
import { companyUrl, linkedInUrl } from './web-addresses';

export const contactItems: readonly ContactItem[] = [
  {
    title: 'Email',
    value: profile.email,
    icon: 'email',
    link: `mailto:${profile.email}`,
    isSecure: false,
  },
  // The masked text is the value so a render that ignores isSecure still leaks nothing.
  { title: 'Phone', value: profile.phoneMasked, icon: 'phone', isSecure: true },
  { title: 'Location', value: profile.location, icon: 'location', isSecure: false },
  {
    title: 'LinkedIn',
    value: 'linkedin.com/in/marcus-ellison-example',
    icon: 'linkedin',
    link: linkedInUrl,
    isSecure: false,
  },
  {
    title: 'Company',
    value: 'Northbeam Technologies',
    icon: 'business',
    link: companyUrl,
    isSecure: false,
  },
  {
    title: 'Websites',
    value: 'northbeam.example.com · techriseup.example.com',
    icon: 'language',
    link: companyUrl,
    isSecure: false,
  },
];
