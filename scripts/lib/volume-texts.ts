import type { SeededRandom } from './seeded-random.js';

/**
 * Made-up people, companies and what they write, for the benchmark's realistic volumes. Every
 * name is invented and every address is on a reserved example domain, so no real person's data
 * is ever stored.
 */

const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Priya',
  'Mateo',
  'Zoë',
  'Kwame',
  'Hannah',
  'Jonas',
  'Aisha',
  'Liam',
  'Sofía',
  'Chen',
  'Freya',
  'Tomasz',
  'Noor',
  'Elliot',
  'Ingrid',
  'Rafael',
  'Yuki',
  'Grace',
  'Dmitri',
  'Leila',
  'Callum',
  'Mei',
  'Olusegun',
  'Clara',
  'Arjun',
  'Beatriz',
  'Finn',
  'Amara',
  'Søren',
  'Isla',
  'Hiroshi',
  'Fatima',
  'Rory',
  'Elena',
  'Kofi',
  'Maja',
  'Samuel',
  'Anaïs',
  'Ravi',
  'Niamh',
  'Joaquín',
  'Esther',
  'Ibrahim',
  'Lotte',
  'Marcus',
  'Ines',
  'Tariq',
  'Harriet',
];

const LAST_NAMES = [
  'Hart',
  'Okafor',
  'Sharma',
  'García',
  'Lindqvist',
  'Mensah',
  'Fischer',
  'Kowalski',
  'Haddad',
  'Byrne',
  'Moreau',
  'Nakamura',
  'Whitfield',
  'Adeyemi',
  'Rossi',
  'Petrov',
  'Campbell',
  'Osei',
  'Nguyen',
  'Brennan',
  'Müller',
  'Patel',
  'Sørensen',
  'Dubois',
  'Achterberg',
  'Kaur',
  'Lopes',
  'MacLeod',
  'Tanaka',
  'Abara',
  'Holm',
  "O'Neill",
  'Varga',
  'Castillo',
  'Eriksen',
  'Boateng',
  'Weiß',
  'Clarke',
  'Nowak',
  'Farouk',
  'Sinclair',
  'Jansen',
  'Quinn',
  'Bianchi',
  'Doyle',
];

export interface Company {
  name: string;
  /** A reserved `.example` domain of its own. */
  domain: string;
}

const COMPANY_NAMES = [
  'Northwind Robotics',
  'Brightloom Learning',
  'Harbourline Logistics',
  'Kestrel Analytics',
  'Fernway Health',
  'Copperleaf Ventures',
  'Tidewater Energy',
  'Larchmont Legal',
  'Quillstone Media',
  'Bluefield Agritech',
  'Orbital Spoon',
  'Pinecrest Capital',
  'Lumen & Vale',
  'Marrow Bio',
  'Stonebridge Retail',
  'Halcyon Mobility',
  'Gridwise Utilities',
  'Foxglove Studios',
  'Ashgrove Insurance',
  'Meridian Schools Trust',
  'Sable Security',
  'Wrenfield Foods',
  'Cobalt Freight',
  'Driftwood Hospitality',
  'Vantage Point Consulting',
  'Oakhurst Manufacturing',
  'Polaris Fintech',
  'Redwing Aerospace',
  'Seabright Charities',
  'Thistle & Rowan Architects',
];

export const COMPANIES: readonly Company[] = COMPANY_NAMES.map((name) => ({
  name,
  domain: `${name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}.example`,
}));

/** Addresses people use privately: the reserved example domains. */
const PERSONAL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example'];

export interface Person {
  first: string;
  last: string;
  name: string;
}

export function person(random: SeededRandom): Person {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return { first, last, name: `${first} ${last}` };
}

const LETTERS: Record<string, string> = { ø: 'o', ł: 'l', ß: 'ss', æ: 'ae', "'": '' };

/** A name as an address's local part: accents dropped, lower case, letters only. */
export function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłßæ']/g, (letter) => LETTERS[letter] ?? '')
    .replace(/[^a-z]/g, '');
}

/** How people spell their addresses: amelia.hart, ahart, amelia_hart84 … */
export function localPart(random: SeededRandom, who: Person): string {
  const first = plain(who.first);
  const last = plain(who.last);
  switch (random.int(0, 4)) {
    case 0:
      return `${first}.${last}`;
    case 1:
      return `${first.charAt(0)}${last}`;
    case 2:
      return `${first}_${last}${random.int(70, 99)}`;
    case 3:
      return `${first}${random.int(1, 999)}`;
    default:
      return `${last}.${first.charAt(0)}`;
  }
}

export function personalEmail(random: SeededRandom, who: Person): string {
  return `${localPart(random, who)}@${random.pick(PERSONAL_DOMAINS)}`;
}

export function workEmail(random: SeededRandom, who: Person, company: Company): string {
  const first = plain(who.first);
  const last = plain(who.last);
  const local = random.chance(0.6) ? `${first}.${last}` : `${first.charAt(0)}${last}`;
  return `${local}@${company.domain}`;
}

const JOB_TITLES = [
  'CTO',
  'Head of Product',
  'Founder',
  'Operations Director',
  'Engineering Manager',
  'Head of Data',
  'Programme Lead',
  'Managing Partner',
  'VP Engineering',
  'Innovation Lead',
  'Principal Engineer',
  'Chief Executive',
  'Product Designer',
  'Research Scientist',
];

export function headline(random: SeededRandom, company: Company): string {
  return `${random.pick(JOB_TITLES)} at ${company.name}`;
}

/** Sentences joined into paragraphs of one to three sentences each. */
function paragraphs(random: SeededRandom, sentences: readonly string[]): string {
  const out: string[] = [];
  let index = 0;
  while (index < sentences.length) {
    const take = random.int(1, 3);
    out.push(sentences.slice(index, index + take).join(' '));
    index += take;
  }
  return out.join('\n\n');
}

/** `count` different sentences of `pool`, in a random order. */
function some(random: SeededRandom, pool: readonly string[], count: number): string[] {
  return random.shuffled(pool).slice(0, Math.min(count, pool.length));
}

/** One in twelve writers explains everything at once: a long text, some thousands of characters. */
const isLong = (random: SeededRandom): boolean => random.chance(1 / 12);

/** What a long text adds: who is writing, and all the background. */
const BACKGROUND = [
  'A little context about us first: we started four years ago as two engineers in a spare bedroom, and today we are thirty-one people across Manchester, Lisbon and Nairobi.',
  'Most of our revenue still comes from a single large customer, which is one of the reasons we are looking to broaden what we do.',
  'Our stack is fairly conventional: TypeScript on the front end, a mix of Python and Go services behind it, Postgres for most things and a message queue that has grown organically.',
  'We went through a difficult restructuring last spring, and the team that remains is small but very committed.',
  'I should say that I am not technical myself; I come from operations and finance, so please forgive any imprecise wording.',
  'We have tried to solve parts of this internally, but every attempt stalled when the people who started it moved on to other priorities.',
  'Our investors are supportive but they expect a clear plan by the end of the next quarter, which is partly why I am writing now rather than later.',
  'For what it is worth, we are not looking for someone to do everything; we want someone who has seen this kind of problem before and can tell us where the traps are.',
  'I have read several of your posts on building products for schools and charities, and the way you describe working with non-technical stakeholders matches what we need.',
  'We are based in the north of England and most of our users are in rural areas, where connectivity is patchy and devices are often several years old.',
  'Our previous supplier delivered something that worked in demos but fell over as soon as real data arrived, so we are understandably cautious.',
  'Budget is not unlimited, but we would rather do fewer things properly than many things badly.',
  'There is also a regulatory angle: we handle health-related information, so anything we build has to survive an audit.',
  'Our board meets every six weeks, and I would like to bring them a concrete proposal at the next meeting.',
  'If it helps, I can share our current architecture notes, a rough budget and the timeline we have in mind, all under a non-disclosure agreement if you prefer.',
  'We have two developers in-house, both capable but relatively junior, and one of our goals is for them to learn from whoever we work with.',
  'We measured the current process last month: on average a request takes nine working days to complete, and about one in five needs to be redone.',
  'Our customers have been patient, but two of the largest have told us plainly that they expect improvements this year.',
  'Everything we do is in English and Portuguese at the moment, and we expect to add French next year.',
  'I realise this is a long message, and I am grateful for your time in reading it.',
  'We are also open to a longer-term arrangement if the first piece of work goes well, including an advisory role.',
  'One thing we have learned the hard way is that the technology is usually the easy part, and the change in how people work is the hard part.',
  'We would be flexible on dates and could work around your other commitments.',
  'Should this not be something you take on, I would be very grateful for the name of someone you would trust with it.',
];

interface Theme {
  subjects: readonly string[];
  sentences: readonly string[];
}

const CONTACT_THEMES: readonly Theme[] = [
  {
    subjects: [
      'Speaking at our developer meetup',
      'Invitation to speak at our autumn conference',
      'Guest lecture for our MSc students',
    ],
    sentences: [
      'I help organise a developer meetup in Leeds, and our members keep asking for a talk on taking AI products from prototype to production.',
      'The event takes place in the autumn and we expect around two hundred attendees.',
      'The format is informal: a forty-minute talk followed by questions from the audience.',
      'There is a modest speaker fee, and we can of course cover travel and a night in a hotel.',
      'Our students would love to hear how you moved from engineering into running companies.',
      'The session would be recorded, but only published with your approval.',
    ],
  },
  {
    subjects: [
      'Hiring a fractional CTO',
      'Advisory role for an early-stage startup',
      'Board seat at a charity',
    ],
    sentences: [
      'We raised a seed round last year and are now hiring our first senior engineers.',
      'We are looking for someone to guide our technical decisions one or two days a month.',
      'The role would include helping us interview and set up the engineering team.',
      'We would offer equity alongside a monthly retainer.',
      'The charity supports young people into technology careers across the north of England.',
      'Trustees meet four times a year, and we are missing someone with a technology background.',
    ],
  },
  {
    subjects: [
      'Could you review our architecture?',
      'Cloud costs keep growing',
      'Data platform migration advice',
    ],
    sentences: [
      'We are a team of twelve building tools for independent pharmacies, and our backend has outgrown the original design.',
      'Our current cloud costs are roughly three times what we planned, mostly in data transfer.',
      'We have a working system but are unsure whether to rebuild it or keep iterating.',
      'I would be happy to share our current diagrams and the numbers we see in production.',
      'We are considering moving our models from the cloud onto devices in the field.',
      'A half-day review with a written summary would already help us a lot.',
    ],
  },
  {
    subjects: [
      'Podcast interview request',
      'Press enquiry for a feature piece',
      'Your article on edge inference',
    ],
    sentences: [
      'I host a podcast about founders in deep tech, with around eight thousand listeners per episode.',
      'What stood out to me was how you explained the trade-offs rather than just the results.',
      'The recording takes about an hour over video, and we send the questions a week before.',
      'I am writing a feature on founders who build for education and would love to include your story.',
      'I had one follow-up question about how you measured latency on the older devices.',
    ],
  },
  {
    subjects: [
      'Mentoring for a first-time founder',
      'Career advice: moving into AI',
      'Request for a reference',
    ],
    sentences: [
      'I have been a backend developer for six years and want to move into machine learning.',
      'I am a first-time founder and would appreciate some candid feedback on our plans.',
      'Any pointers to reading material would also be very welcome.',
      'I am not sure whether this is something you take on, so please tell me if not.',
      'We worked together briefly on the school robotics programme two years ago.',
    ],
  },
  {
    subjects: [
      'Partnership idea: AI tutoring for schools',
      'Interested in your education platform',
      'Collaboration on an open-source project',
    ],
    sentences: [
      'We run after-school clubs in forty schools and are looking for a technology partner.',
      'Our teachers would like a tutor that adapts to each child without collecting more data than necessary.',
      'The open-source toolkit you maintain is close to what we need, and we would like to contribute rather than fork it.',
      'We have a small grant that could fund part of the work.',
      'I think there is a natural fit between what you have built and the schools we work with.',
    ],
  },
  {
    subjects: [
      'Invitation to judge a hackathon',
      'Sponsorship of a robotics league',
      'Workshop for our leadership team',
    ],
    sentences: [
      'Our student hackathon runs over a weekend in February, with about sixty teams.',
      'Judging would take an afternoon, either in person or remotely.',
      'The robotics league brings together teams from twenty secondary schools each spring.',
      'Our leadership team would like a half-day workshop on what AI can and cannot do for a business like ours.',
      'We would tailor the agenda to your suggestions.',
    ],
  },
  {
    subjects: [
      'Thanks for the talk last week',
      'Follow-up from the London tech summit',
      'Introduction via a mutual friend',
    ],
    sentences: [
      'Your talk was the most practical of the day, and several of us changed our plans because of it.',
      'We met briefly at the summit and you suggested I get in touch.',
      'A mutual friend, who worked with you at your first company, suggested I reach out.',
      'I would love to continue the conversation we started over coffee.',
      'No need to reply if you are busy; I just wanted to say thank you.',
    ],
  },
];

const OPENINGS = [
  'Hi,',
  'Hello!',
  'Good morning,',
  'Hi there,',
  'Dear Sir,',
  'Hello, I hope this message finds you well.',
  'Hi! Quick note from a long-time reader of your articles.',
];

const CLOSINGS = [
  'Would you have time for a short call in the next few weeks?',
  'Thanks in advance, and no pressure at all.',
  'Looking forward to hearing from you.',
  'Best wishes, and thank you for sharing so much of your work openly.',
  'Let me know what would suit you.',
  'Many thanks for reading this far!',
];

/** A contact message: a subject and a body on one theme, signed. */
export function contactMessage(
  random: SeededRandom,
  signature: string,
): { subject: string; message: string } {
  const theme = random.pick(CONTACT_THEMES);
  const body = [
    ...some(random, theme.sentences, random.int(1, 4)),
    ...(isLong(random) ? some(random, BACKGROUND, random.int(18, BACKGROUND.length)) : []),
    random.pick(CLOSINGS),
  ];
  return {
    subject: random.pick(theme.subjects),
    message: [random.pick(OPENINGS), paragraphs(random, body), signature].join('\n\n'),
  };
}

/** What a bot leaves in a form (stored as spam, never mailed). */
export function spamMessage(random: SeededRandom): { subject: string; message: string } {
  return random.pick([
    {
      subject: 'Boost your rankings today!!!',
      message:
        'We guarantee first page results in 30 days. Reply now for a free audit of your site.',
    },
    {
      subject: 'Partnership proposal - urgent',
      message:
        'Dear owner, we have a business proposal of mutual benefit. Kindly reply with your details.',
    },
    {
      subject: 'Cheap hosting offer',
      message:
        'Unlimited bandwidth, unlimited sites, one low price. Click our link to claim the offer.',
    },
  ]);
}

/** Each kind of project with the category it is filed under (an id of PROJECT_CATEGORIES). */
const INQUIRY_THEMES: readonly (Theme & { category: string })[] = [
  {
    category: 'ai-development',
    subjects: [
      'Adaptive learning platform for primary schools',
      'Prototype for a tutoring marketplace',
    ],
    sentences: [
      'The first users would be about forty teachers across six schools.',
      'Children should get exercises that match their level without the teacher preparing each one.',
      'We care a great deal about privacy: the data concerns children.',
      'A clickable prototype would already help us with the next funding conversation.',
    ],
  },
  {
    category: 'ai-development',
    subjects: ['Warehouse picking robot pilot', 'Sensor data pipeline for a smart building'],
    sentences: [
      'The hardware is already on site, so the work is mostly software and integration.',
      'Today the process is entirely manual and takes our staff around fifteen hours a week.',
      'We already collect the data; what we lack is a way to act on it in time.',
      'Our board wants a working pilot before committing to a larger budget.',
    ],
  },
  {
    category: 'ai-development',
    subjects: [
      'Customer support assistant trained on our manuals',
      'Chat-based onboarding for a fintech',
    ],
    sentences: [
      'Our support team answers the same forty questions every day.',
      'The assistant must say when it does not know rather than guess.',
      'Integration with our existing CRM is essential.',
      'We would like to measure success by the time saved and the error rate.',
    ],
  },
  {
    category: 'web-development',
    subjects: ['Rebuild of our booking system', 'Migrating a monolith to managed services'],
    sentences: [
      'There is an existing codebase in TypeScript and Python that we would like to keep where sensible.',
      'The current system was built ten years ago and nobody who wrote it is still here.',
      'We have an in-house developer who would work alongside you and take over afterwards.',
      'Hosting must stay in the UK or the EU for contractual reasons.',
    ],
  },
  {
    category: 'web-development',
    subjects: [
      'Mobile app for community health workers',
      'Fleet tracking with offline-first mobile app',
    ],
    sentences: [
      'The solution has to work on older Android phones with patchy coverage.',
      'Workers visit around twelve homes a day and record what they find.',
      'Everything must sync once the phone is back online, without losing a single record.',
      'We care a great deal about privacy: the data concerns patients.',
    ],
  },
  {
    category: 'design-system',
    subjects: [
      'Design system for three product teams',
      'Accessibility overhaul of a public website',
    ],
    sentences: [
      'Each team has built its own buttons, forms and tables, and it shows.',
      'We were told our website fails basic accessibility checks, and we want to fix that properly.',
      'We are open to suggestions on the approach; we mostly know the problem, not the solution.',
      'Ideally we would start next month and have something in users’ hands by the summer.',
    ],
  },
  {
    category: 'ai-development',
    subjects: [
      'Computer vision for crop disease detection',
      'Predictive maintenance for wind turbines',
    ],
    sentences: [
      'We have three years of labelled images and sensor readings.',
      'A false alarm costs us a site visit; a missed one can cost a season.',
      'The models would need to run at the edge, with a connection only once a day.',
      'We already collect the data; what we lack is a way to act on it in time.',
    ],
  },
  {
    category: 'consulting',
    subjects: ['Technical due diligence before acquisition', 'Security review of our cloud estate'],
    sentences: [
      'We are considering acquiring a small software company and need an independent view of its code.',
      'The review would need to be done within three weeks.',
      'Our cloud estate grew quickly and nobody has a complete picture of it any more.',
      'We need a written report our board and insurers can read.',
    ],
  },
];

/** A project inquiry's category, title and description, on one theme. */
export function inquiryText(random: SeededRandom): {
  category: string;
  title: string;
  description: string;
} {
  const theme = random.pick(INQUIRY_THEMES);
  const sentences = [
    ...some(random, theme.sentences, random.int(1, theme.sentences.length)),
    ...(isLong(random) ? some(random, BACKGROUND, random.int(15, BACKGROUND.length)) : []),
  ];
  return {
    category: theme.category,
    title: random.pick(theme.subjects),
    description: paragraphs(random, sentences),
  };
}

const REQUIREMENTS = [
  'Single sign-on with our Microsoft accounts',
  'WCAG 2.2 AA throughout',
  'Works offline and syncs when back online',
  'Audit trail of every change',
  'Exports to CSV and our accounting system',
  'Role-based access for staff, managers and auditors',
  'Handover documentation and two weeks of support',
  'Runs on our existing AWS account',
  'GDPR data processing agreement',
  'Response times under 200 ms for the main screens',
  'Automated tests and a CI pipeline we can run ourselves',
  'Dashboards for weekly reporting',
];

export function inquiryRequirements(random: SeededRandom): string {
  return some(random, REQUIREMENTS, random.int(2, 7))
    .map((line) => `- ${line}`)
    .join('\n');
}

/** What people write when asking for each meeting type (its id), and what anyone may add. */
const MEETING_REASONS: Record<string, readonly string[]> = {
  cofounder: [
    'I would like to talk through a co-founder role in a climate-tech venture.',
    'We have early customers and are looking for a technical co-founder.',
    'I am a first-time founder and would appreciate some candid feedback before we commit.',
  ],
  collaboration: [
    'We are scoping a pilot and would value a second opinion on the architecture.',
    'Let us discuss how we could collaborate on the open-source toolkit.',
    'Our schools programme could use your tutoring engine; I would like to explore how.',
  ],
  associate: [
    'We are preparing an associate engagement for the next quarter.',
    'I would like to understand how associate work with you is usually structured.',
  ],
  affiliate: [
    'I would like to explore an affiliate partnership for our course platform.',
    'Our audience overlaps with yours, and a referral arrangement might suit both of us.',
  ],
  consulting: [
    'Looking for consulting on a robotics integration for our warehouse.',
    'Our team is stuck on scaling the data pipeline and would love an outside view.',
    'The main question is whether to build the AI part ourselves or buy it.',
  ],
};

const MEETING_EXTRAS = [
  'Happy to share our deck beforehand.',
  'Half an hour should be plenty; I will keep it focused.',
  'Two of my colleagues may join the call.',
  'I can send a short brief in advance if that helps.',
];

export function meetingDescription(random: SeededRandom, type: string): string {
  const reasons = MEETING_REASONS[type] ?? MEETING_REASONS.consulting ?? [];
  return [
    ...some(random, reasons, random.int(1, 2)),
    ...some(random, MEETING_EXTRAS, random.int(0, 2)),
  ].join(' ');
}

const BOOKING_NOTES = [
  'We would like to focus on the roadmap for the next two quarters.',
  'Please have a look at our public repository before the session if you can.',
  'Three of us will attend.',
  'Our main worry is cost at scale.',
  'We have a board meeting the week after, so actionable points would be ideal.',
  'Mostly interested in the hardware side.',
  'I will send the architecture diagram by email.',
  'First time doing this, so a gentle introduction would help.',
];

/** The notes a booker may add in the wizard: often none. */
export function bookingNotes(random: SeededRandom): string | null {
  if (random.chance(0.35)) return null;
  return some(random, BOOKING_NOTES, random.int(1, 3)).join(' ');
}
