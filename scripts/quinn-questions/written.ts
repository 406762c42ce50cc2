import { fromRow, type QuinnCase, type Row, type Turn } from './cases.js';

// Questions as visitors write them: paraphrases, UK spellings, slang, "how much in £…", and
// conversations whose later turns lean on the earlier ones. The facts are the default content's.

const DEEP_DIVE_SESSION = '£200';
const DEEP_DIVE_HOURLY = '£150/hour';

/** `rows`, each answered from `passage` alone: the one a search must find for each. */
function foundIn(passage: string, rows: readonly Row[]): Row[] {
  return rows.map(([id, question, must, checks]) => [
    id,
    question,
    must,
    { ...checks, passages: [passage] },
  ]);
}

/** One-message cases, each `[id, question, facts its answer contains, other checks]`. */
const ONE: readonly Row[] = [
  // Prices, both readings.
  ...foundIn('service:technical-deep-dive', [
    [
      'deep-dive-both',
      'How much is a technical deep dive?',
      [DEEP_DIVE_SESSION, '3 hours', DEEP_DIVE_HOURLY, '2-3 hours'],
      { category: 'pricing' },
    ],
    [
      'deep-dive-hourly',
      "What's your hourly rate for a technical deep dive?",
      [DEEP_DIVE_HOURLY],
      { mustNot: [DEEP_DIVE_SESSION], category: 'pricing' },
    ],
    [
      'deep-dive-session',
      'What does it cost to book a Technical Deep Dive session?',
      [DEEP_DIVE_SESSION],
      { mustNot: [DEEP_DIVE_HOURLY] },
    ],
    ['deep-dive-pounds', 'how much in £ is the deep dive', [DEEP_DIVE_SESSION, DEEP_DIVE_HOURLY]],
    ['deep-dive-quid', 'how many quid for a deep dive session mate', [DEEP_DIVE_SESSION]],
    ['deep-dive-slang', 'wots ur rate 4 a deep dive per hr', [DEEP_DIVE_HOURLY]],
  ]),
  ...foundIn('service:ai-strategy', [
    [
      'ai-strategy-price',
      "What's the cost of the AI strategy consultation?",
      ['£150', '2 hours'],
      { category: 'pricing' },
    ],
    ['ai-strategy-hourly', 'AI strategy consulting per hour?', ['£120/hour', '1-2 hours']],
    ['ai-strategy-pounds', 'How much in pounds for AI strategy?', ['£150', '£120/hour']],
  ]),
  ...foundIn('service:project-collaboration', [
    [
      'collab-price',
      'How much do you charge for project collaboration?',
      ['£100'],
      { category: 'pricing' },
    ],
    [
      'collab-hourly',
      'What is the hourly rate for project collaboration work?',
      ['£100/hour', 'flexible'],
    ],
  ]),
  ...foundIn('service:robotics-integration', [
    ['robotics-price', 'Price for robotics integration?', ['£180', '2.5 hours']],
    [
      'robotics-hourly',
      'Can I get robotics integration by the hour? What is the hourly rate?',
      ['no hourly', '£180'],
    ],
  ]),
  ...foundIn('service:educational-tech', [
    ['edtech-price', 'How much is an educational technology session?', ['£120', '1.5 hours']],
    [
      'edtech-uk',
      'What would an EdTech / educational technology consultation set me back?',
      ['£120'],
    ],
  ]),
  [
    'all-prices',
    'What are your prices?',
    ['£150', '£200', '£100', '£180', '£120', '£120/hour', DEEP_DIVE_HOURLY, '£100/hour'],
    { category: 'pricing' },
  ],
  [
    'all-hourly',
    'What are your hourly rates?',
    ['£120/hour', DEEP_DIVE_HOURLY, '£100/hour'],
    { mustNot: ['£200', '£180'] },
  ],
  [
    'all-sessions',
    'How much are the bookable sessions?',
    ['£150', '£200', '£180'],
    { mustNot: ['/hour'] },
  ],
  ['expensive', 'Is Marcus expensive?', ['£'], { category: 'pricing' }],
  ['cheapest', "What's the cheapest thing I can book?", ['£100']],
  // Durations and what a session includes.
  ...foundIn('service:technical-deep-dive', [
    ['deep-dive-length', 'How long does a technical deep dive last?', ['3 hours', '2-3 hours']],
    [
      'deep-dive-includes',
      "What's included in the technical deep dive?",
      ['architecture review', 'technical audit', 'performance optimization', 'security assessment'],
    ],
    [
      'deep-dive-uk',
      'Does the deep dive cover performance optimisation?',
      ['performance optimization'],
    ],
  ]),
  [
    'ai-strategy-includes',
    'What do I get with the AI strategy consultation?',
    ['AI readiness assessment', 'ROI analysis'],
    { passages: ['service:ai-strategy'] },
  ],
  [
    'robotics-includes',
    'What does robotics integration involve?',
    ['hardware selection', 'software integration'],
    { passages: ['service:robotics-integration'] },
  ],
  [
    'edtech-features',
    'educational technology features?',
    ['platform design', 'learning management'],
    { passages: ['service:educational-tech'] },
  ],
  [
    'session-lengths',
    'How long are the sessions?',
    ['2 hours', '3 hours', '1 hour', '2.5 hours', '1.5 hours'],
  ],
  // Services.
  [
    'services',
    'What services do you offer?',
    ['Technical Deep Dive', 'Robotics Integration', 'AI Strategy Consulting'],
    { category: 'services' },
  ],
  ['services-help', 'What can Marcus help me with?', ['AI Strategy']],
  ['services-consultancy', 'Do you do consultancy?', ['AI Strategy Consulting']],
  // Project categories, quotes, starting a project.
  [
    'categories',
    'What are your project rates?',
    ['£120-150/hr', '£80-120/hr', '£100-140/hr', '£70-100/hr'],
  ],
  [
    'web-dev-rate',
    'How much do you charge for web development?',
    ['£80-120/hr'],
    { passages: ['category:web-development'] },
  ],
  [
    'design-rate',
    'What is the rate for design & UX work?',
    ['£70-100/hr'],
    { passages: ['category:design-system'] },
  ],
  [
    'ai-dev-rate',
    'AI development project rate?',
    ['£120-150/hr'],
    { passages: ['category:ai-development'] },
  ],
  [
    'consulting-category',
    'What is the rate for technical consulting projects?',
    ['£100-140/hr'],
    { passages: ['category:consulting'] },
  ],
  ['quote', 'Can I get a quote?', ['£100-150', '£150-200', '£100-120/hour', 'project-idea panel']],
  [
    'scoping',
    'How much would project scoping cost?',
    ['£150-200'],
    { passages: ['quote:project-scoping'] },
  ],
  [
    'ongoing',
    'What do you charge for ongoing work?',
    ['£100-120/hour'],
    { passages: ['quote:ongoing-work'] },
  ],
  [
    'start-project',
    'How do I start a project with Marcus?',
    ['project-idea panel', 'bottom-left', 'within 24 hours'],
    { category: 'project-start' },
  ],
  ['project-idea', "I've got a project idea, where do I send it?", ['project-idea panel']],
  ['work-together', 'I would like to work together on something', ['project-idea panel']],
  // Booking, consultation, availability.
  [
    'book',
    'How do I book a session?',
    ['booking wizard', 'Availability section'],
    { category: 'booking' },
  ],
  ['book-meeting', 'Can I schedule a meeting with Marcus?', ['meeting scheduler']],
  ['appointment', 'I want to make an appointment', ['booking wizard']],
  ['free-consult', 'Is the first consultation free?', ['30 minutes'], { category: 'consultation' }],
  ['discovery-call', 'Do you offer a free discovery call?', ['30 minutes']],
  [
    'fridays',
    'Are you free on Fridays?',
    ['Monday-Friday', '9 AM-6 PM GMT'],
    { category: 'availability' },
  ],
  ['weekends', 'Do you work weekends?', ['Monday-Friday']],
  ['hours', 'What are your hours?', ['9 AM-6 PM GMT']],
  ['timezone', 'Which time zone are you in?', ['GMT']],
  ['availability', "What's Marcus's availability like?", ['Monday-Friday']],
  ['reply-time', 'How fast will I hear back?', ['within 24 hours']],
  ['respond', 'How long does Marcus take to respond to messages?', ['within 24 hours']],
  // Experience, education, journey.
  [
    'experience',
    "What's Marcus's experience?",
    ['Founder & CEO', 'Northbeam Technologies', 'Enterprise Architect', '20+'],
    { category: 'experience' },
  ],
  [
    'worked-where',
    'Where has he worked?',
    ['Meridian Financial Group', 'Brightwater Digital', 'Coreline Systems'],
  ],
  ['current-role', 'What is his current job?', ['Founder & CEO']],
  ['years', 'How many years of experience does he have?', ['20+']],
  [
    'meridian',
    'What did Marcus do at Meridian?',
    ['Enterprise Architect', '2017', '2023'],
    { passages: ['experience:meridian-enterprise-architect'] },
  ],
  [
    'lumenfield',
    'Tell me about his time at Lumenfield Analytics',
    ['Head of AI & Emerging Technology'],
    { passages: ['experience:lumenfield-head-of-ai'] },
  ],
  [
    'coreline',
    'What roles did he have at Coreline?',
    ['Senior Software Developer', 'Software Developer', '2007'],
    { passages: ['experience:coreline-senior-developer', 'experience:coreline-developer'] },
  ],
  [
    'head-of-ai',
    'When was he head of AI?',
    ['Lumenfield Analytics', '2023'],
    { passages: ['experience:lumenfield-head-of-ai'] },
  ],
  ['in-2015', 'Where was he working in 2015?', ['Brightwater Digital']],
  ['in-2008', 'what was marcus up to in 2008', ['Software Developer', 'Coreline Systems']],
  [
    'education',
    'What did Marcus study?',
    ['Computer Science and Engineering', 'University of Manchester'],
    { category: 'education' },
  ],
  ['uni', 'Which uni did he go to?', ['University of Manchester']],
  ['qualifications', 'What qualifications does he have?', ['BSc']],
  ['journey', 'Show me his professional journey', ['2003', '2025', 'Innovation Leadership']],
  // Projects and skills.
  [
    'projects',
    'What projects has Marcus built?',
    ['QuantumSync', 'SocialAmp', 'CodeVista'],
    { category: 'projects' },
  ],
  ['techriseup', 'Tell me about TechRiseUp', ['TechRiseUp']],
  [
    'ai-tutor',
    'What is the AI tutor?',
    ['TechRiseUp AI Tutor'],
    { passages: ['project:techriseup-ai-tutor'] },
  ],
  ['codevista', 'Is CodeVista available?', ['private beta'], { passages: ['project:codevista'] }],
  [
    'brand-analyser',
    'What does the brand analyser do?',
    ['Brand Analyzer'],
    { passages: ['project:brand-analyzer'] },
  ],
  [
    'socialamp-link',
    'Where can I see SocialAmp?',
    ['https://ai.northbeam.example.com/socialamp'],
    { passages: ['project:socialamp'] },
  ],
  [
    'skills',
    'What are his skills?',
    ['Full-Stack Development 95%', 'AI & Machine Learning 92%'],
    { category: 'skills' },
  ],
  ['good-at', 'What is Marcus good at?', ['Full-Stack Development']],
  ['ml', 'How strong is he in ML?', ['92%'], { passages: ['skill:ai-machine-learning'] }],
  ['devops', 'Does he know devops and CI/CD?', ['85%'], { passages: ['skill:devops-ci-cd'] }],
  ['cloud', 'cloud architecture skills?', ['90%'], { passages: ['skill:cloud-architecture'] }],
  [
    'mobile',
    'Can he build mobile apps? How good is his mobile development?',
    ['83%'],
    { passages: ['skill:mobile-development'] },
  ],
  ['soft-skills', 'What soft skills does he have?', ['Leadership', 'Communication']],
  // Location, contact, about.
  ['location', 'Where are you based?', ['Manchester, United Kingdom'], { category: 'location' }],
  ['location-uk', 'Is Marcus in the UK?', ['United Kingdom']],
  [
    'contact',
    'How can I contact Marcus?',
    ['marcus@northbeam.example.com', 'linkedin.com/in/marcus-ellison-example'],
    { category: 'contact' },
  ],
  ['email', "What's his e-mail?", ['marcus@northbeam.example.com']],
  [
    'phone',
    "What's Marcus's phone number?",
    ['sign in', 'business purpose'],
    { category: 'contact' },
  ],
  ['call', 'Can I call him?', ['business purpose']],
  ['mobile-number', 'give me his mobile number pls', ['business purpose']],
  ['linkedin', 'LinkedIn?', ['linkedin.com/in/marcus-ellison-example']],
  ['github', 'Is he on GitHub?', ['https://github.com/marcusellison-example']],
  ['about', 'Tell me about Marcus', ['Marcus Ellison', 'Founder & CEO'], { category: 'about' }],
  ['who-are-you', 'Who are you?', ["I'm Quinn"]],
  [
    'websites',
    'What websites does Marcus run?',
    ['https://northbeam.example.com', 'https://techriseup.example.com'],
  ],
  [
    'cofounder',
    'Would Marcus be a co-founder for my startup?',
    ['Co-Founding'],
    { passages: ['opportunity:co-founding'] },
  ],
  [
    'partnerships',
    'Is he open to partnerships?',
    ['Available for co-founding, collaborations & partnerships'],
  ],
  [
    'affiliate',
    'Do you have an affiliate programme?',
    ['Associates & Affiliates'],
    { passages: ['opportunity:associates-affiliates'] },
  ],
  // Greetings.
  ['hello', 'Hello!', ["I'm Quinn"], { category: 'greeting' }],
  ['hiya', 'hiya', [], { category: 'greeting' }],
  ['good-morning', 'Good morning Quinn', [], { category: 'greeting' }],
  ['thanks', 'Thanks, that helps!', [], { category: 'greeting' }],
  ['cheers', 'cheers', [], { category: 'greeting' }],
];

const CONVERSATIONS: readonly (readonly [string, readonly Turn[]])[] = [
  [
    'follow-up-deep-dive',
    [
      { ask: 'Tell me about the technical deep dive', must: [DEEP_DIVE_SESSION] },
      { ask: 'how much is it?', must: [DEEP_DIVE_SESSION, DEEP_DIVE_HOURLY], category: 'pricing' },
      { ask: 'how long does it take?', must: ['3 hours'] },
      { ask: 'what does it include?', must: ['architecture review'] },
      { ask: 'can I book it?', must: ['booking wizard', DEEP_DIVE_SESSION] },
    ],
  ],
  [
    'follow-up-ai-strategy',
    [
      { ask: 'What is AI strategy consulting?', must: ['£120/hour'] },
      { ask: 'And per hour?', must: ['£120/hour'], mustNot: ['£150 for'] },
      { ask: 'what about the technical deep dive?', must: [DEEP_DIVE_HOURLY] },
    ],
  ],
  [
    'follow-up-robotics',
    [
      { ask: 'Do you do robotics?', must: ['Robotics Integration'] },
      { ask: "What's the price?", must: ['£180'] },
      { ask: 'what does it cover?', must: ['system design'] },
    ],
  ],
  [
    'follow-up-what-about',
    [
      { ask: 'How much is the AI strategy session?', must: ['£150'] },
      { ask: 'What about robotics integration?', must: ['£180'], category: 'pricing' },
      { ask: 'and educational technology?', must: ['£120'] },
    ],
  ],
  [
    'follow-up-experience',
    [
      { ask: 'What did he do at Meridian Financial Group?', must: ['Enterprise Architect'] },
      { ask: 'and before that?', must: ['Brightwater Digital'] },
      { ask: 'and before that?', must: ['Coreline Systems'] },
    ],
  ],
  [
    'follow-up-after',
    [
      { ask: 'Tell me about his job at Brightwater', must: ['Engineering Lead'] },
      { ask: 'and after that?', must: ['Meridian Financial Group'] },
    ],
  ],
  [
    'follow-up-category',
    [
      { ask: 'What kinds of project do you take on?', must: ['AI Development'] },
      { ask: 'How do I start one?', must: ['project-idea panel'] },
    ],
  ],
  [
    'follow-up-greeting',
    [
      { ask: 'hi there', category: 'greeting' },
      { ask: 'how much is a deep dive', must: [DEEP_DIVE_SESSION] },
      { ask: 'thanks!', category: 'greeting' },
    ],
  ],
  [
    'follow-up-out-of-scope',
    [
      { ask: 'How much is the robotics integration session?', must: ['£180'] },
      { ask: 'tell me a joke', category: 'out-of-scope' },
      { ask: 'how long does it take?', must: ['2.5 hours'] },
    ],
  ],
];

export function writtenCases(): QuinnCase[] {
  return [
    ...ONE.map((row) => fromRow('written', row)),
    ...CONVERSATIONS.map(([id, turns]): QuinnCase => ({ id, group: 'written', turns })),
  ];
}
