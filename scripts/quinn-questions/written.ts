import { ask, type QuinnCase, type Turn } from './cases.js';

// Questions as visitors write them: paraphrases, UK spellings, slang, "how much in £…", and
// conversations whose later turns lean on the earlier ones. The facts are the default content's.

const DEEP_DIVE_SESSION = '£200';
const DEEP_DIVE_HOURLY = '£150/hour';

const ONE: readonly (readonly [string, Turn, (readonly string[])?])[] = [
  // Prices, both readings.
  [
    'deep-dive-both',
    {
      ask: 'How much is a technical deep dive?',
      must: [DEEP_DIVE_SESSION, '3 hours', DEEP_DIVE_HOURLY, '2-3 hours'],
      category: 'pricing',
    },
    ['service:technical-deep-dive'],
  ],
  [
    'deep-dive-hourly',
    {
      ask: "What's your hourly rate for a technical deep dive?",
      must: [DEEP_DIVE_HOURLY],
      mustNot: [DEEP_DIVE_SESSION],
      category: 'pricing',
    },
    ['service:technical-deep-dive'],
  ],
  [
    'deep-dive-session',
    {
      ask: 'What does it cost to book a Technical Deep Dive session?',
      must: [DEEP_DIVE_SESSION],
      mustNot: [DEEP_DIVE_HOURLY],
    },
    ['service:technical-deep-dive'],
  ],
  [
    'deep-dive-pounds',
    { ask: 'how much in £ is the deep dive', must: [DEEP_DIVE_SESSION, DEEP_DIVE_HOURLY] },
    ['service:technical-deep-dive'],
  ],
  [
    'deep-dive-quid',
    { ask: 'how many quid for a deep dive session mate', must: [DEEP_DIVE_SESSION] },
    ['service:technical-deep-dive'],
  ],
  [
    'deep-dive-slang',
    { ask: 'wots ur rate 4 a deep dive per hr', must: [DEEP_DIVE_HOURLY] },
    ['service:technical-deep-dive'],
  ],
  [
    'ai-strategy-price',
    {
      ask: "What's the cost of the AI strategy consultation?",
      must: ['£150', '2 hours'],
      category: 'pricing',
    },
    ['service:ai-strategy'],
  ],
  [
    'ai-strategy-hourly',
    { ask: 'AI strategy consulting per hour?', must: ['£120/hour', '1-2 hours'] },
    ['service:ai-strategy'],
  ],
  [
    'ai-strategy-pounds',
    { ask: 'How much in pounds for AI strategy?', must: ['£150', '£120/hour'] },
    ['service:ai-strategy'],
  ],
  [
    'collab-price',
    {
      ask: 'How much do you charge for project collaboration?',
      must: ['£100'],
      category: 'pricing',
    },
    ['service:project-collaboration'],
  ],
  [
    'collab-hourly',
    {
      ask: 'What is the hourly rate for project collaboration work?',
      must: ['£100/hour', 'flexible'],
    },
    ['service:project-collaboration'],
  ],
  [
    'robotics-price',
    { ask: 'Price for robotics integration?', must: ['£180', '2.5 hours'] },
    ['service:robotics-integration'],
  ],
  [
    'robotics-hourly',
    {
      ask: 'Can I get robotics integration by the hour? What is the hourly rate?',
      must: ['no hourly', '£180'],
    },
    ['service:robotics-integration'],
  ],
  [
    'edtech-price',
    { ask: 'How much is an educational technology session?', must: ['£120', '1.5 hours'] },
    ['service:educational-tech'],
  ],
  [
    'edtech-uk',
    {
      ask: 'What would an EdTech / educational technology consultation set me back?',
      must: ['£120'],
    },
    ['service:educational-tech'],
  ],
  [
    'all-prices',
    {
      ask: 'What are your prices?',
      must: ['£150', '£200', '£100', '£180', '£120', '£120/hour', DEEP_DIVE_HOURLY, '£100/hour'],
      category: 'pricing',
    },
  ],
  [
    'all-hourly',
    {
      ask: 'What are your hourly rates?',
      must: ['£120/hour', DEEP_DIVE_HOURLY, '£100/hour'],
      mustNot: ['£200', '£180'],
    },
  ],
  [
    'all-sessions',
    {
      ask: 'How much are the bookable sessions?',
      must: ['£150', '£200', '£180'],
      mustNot: ['/hour'],
    },
  ],
  ['expensive', { ask: 'Is Marcus expensive?', must: ['£'], category: 'pricing' }],
  ['cheapest', { ask: "What's the cheapest thing I can book?", must: ['£100'] }],
  // Durations and what a session includes.
  [
    'deep-dive-length',
    { ask: 'How long does a technical deep dive last?', must: ['3 hours', '2-3 hours'] },
    ['service:technical-deep-dive'],
  ],
  [
    'deep-dive-includes',
    {
      ask: "What's included in the technical deep dive?",
      must: [
        'architecture review',
        'technical audit',
        'performance optimization',
        'security assessment',
      ],
    },
    ['service:technical-deep-dive'],
  ],
  [
    'deep-dive-uk',
    {
      ask: 'Does the deep dive cover performance optimisation?',
      must: ['performance optimization'],
    },
    ['service:technical-deep-dive'],
  ],
  [
    'ai-strategy-includes',
    {
      ask: 'What do I get with the AI strategy consultation?',
      must: ['AI readiness assessment', 'ROI analysis'],
    },
    ['service:ai-strategy'],
  ],
  [
    'robotics-includes',
    {
      ask: 'What does robotics integration involve?',
      must: ['hardware selection', 'software integration'],
    },
    ['service:robotics-integration'],
  ],
  [
    'edtech-features',
    { ask: 'educational technology features?', must: ['platform design', 'learning management'] },
    ['service:educational-tech'],
  ],
  [
    'session-lengths',
    {
      ask: 'How long are the sessions?',
      must: ['2 hours', '3 hours', '1 hour', '2.5 hours', '1.5 hours'],
    },
  ],
  // Services.
  [
    'services',
    {
      ask: 'What services do you offer?',
      must: ['Technical Deep Dive', 'Robotics Integration', 'AI Strategy Consulting'],
      category: 'services',
    },
  ],
  ['services-help', { ask: 'What can Marcus help me with?', must: ['AI Strategy'] }],
  ['services-consultancy', { ask: 'Do you do consultancy?', must: ['AI Strategy Consulting'] }],
  // Project categories, quotes, starting a project.
  [
    'categories',
    {
      ask: 'What are your project rates?',
      must: ['£120-150/hr', '£80-120/hr', '£100-140/hr', '£70-100/hr'],
    },
  ],
  [
    'web-dev-rate',
    { ask: 'How much do you charge for web development?', must: ['£80-120/hr'] },
    ['category:web-development'],
  ],
  [
    'design-rate',
    { ask: 'What is the rate for design & UX work?', must: ['£70-100/hr'] },
    ['category:design-system'],
  ],
  [
    'ai-dev-rate',
    { ask: 'AI development project rate?', must: ['£120-150/hr'] },
    ['category:ai-development'],
  ],
  [
    'consulting-category',
    { ask: 'What is the rate for technical consulting projects?', must: ['£100-140/hr'] },
    ['category:consulting'],
  ],
  [
    'quote',
    {
      ask: 'Can I get a quote?',
      must: ['£100-150', '£150-200', '£100-120/hour', 'project-idea panel'],
    },
  ],
  [
    'scoping',
    { ask: 'How much would project scoping cost?', must: ['£150-200'] },
    ['quote:project-scoping'],
  ],
  [
    'ongoing',
    { ask: 'What do you charge for ongoing work?', must: ['£100-120/hour'] },
    ['quote:ongoing-work'],
  ],
  [
    'start-project',
    {
      ask: 'How do I start a project with Marcus?',
      must: ['project-idea panel', 'bottom-left', 'within 24 hours'],
      category: 'project-start',
    },
  ],
  [
    'project-idea',
    { ask: "I've got a project idea, where do I send it?", must: ['project-idea panel'] },
  ],
  [
    'work-together',
    { ask: 'I would like to work together on something', must: ['project-idea panel'] },
  ],
  // Booking, consultation, availability.
  [
    'book',
    {
      ask: 'How do I book a session?',
      must: ['booking wizard', 'Availability section'],
      category: 'booking',
    },
  ],
  ['book-meeting', { ask: 'Can I schedule a meeting with Marcus?', must: ['meeting scheduler'] }],
  ['appointment', { ask: 'I want to make an appointment', must: ['booking wizard'] }],
  [
    'free-consult',
    { ask: 'Is the first consultation free?', must: ['30 minutes'], category: 'consultation' },
  ],
  ['discovery-call', { ask: 'Do you offer a free discovery call?', must: ['30 minutes'] }],
  [
    'fridays',
    {
      ask: 'Are you free on Fridays?',
      must: ['Monday-Friday', '9 AM-6 PM GMT'],
      category: 'availability',
    },
  ],
  ['weekends', { ask: 'Do you work weekends?', must: ['Monday-Friday'] }],
  ['hours', { ask: 'What are your hours?', must: ['9 AM-6 PM GMT'] }],
  ['timezone', { ask: 'Which time zone are you in?', must: ['GMT'] }],
  ['availability', { ask: "What's Marcus's availability like?", must: ['Monday-Friday'] }],
  ['reply-time', { ask: 'How fast will I hear back?', must: ['within 24 hours'] }],
  [
    'respond',
    { ask: 'How long does Marcus take to respond to messages?', must: ['within 24 hours'] },
  ],
  // Experience, education, journey.
  [
    'experience',
    {
      ask: "What's Marcus's experience?",
      must: ['Founder & CEO', 'Northbeam Technologies', 'Enterprise Architect', '20+'],
      category: 'experience',
    },
  ],
  [
    'worked-where',
    {
      ask: 'Where has he worked?',
      must: ['Meridian Financial Group', 'Brightwater Digital', 'Coreline Systems'],
    },
  ],
  ['current-role', { ask: 'What is his current job?', must: ['Founder & CEO'] }],
  ['years', { ask: 'How many years of experience does he have?', must: ['20+'] }],
  [
    'meridian',
    { ask: 'What did Marcus do at Meridian?', must: ['Enterprise Architect', '2017', '2023'] },
    ['experience:meridian-enterprise-architect'],
  ],
  [
    'lumenfield',
    {
      ask: 'Tell me about his time at Lumenfield Analytics',
      must: ['Head of AI & Emerging Technology'],
    },
    ['experience:lumenfield-head-of-ai'],
  ],
  [
    'coreline',
    {
      ask: 'What roles did he have at Coreline?',
      must: ['Senior Software Developer', 'Software Developer', '2007'],
    },
    ['experience:coreline-senior-developer', 'experience:coreline-developer'],
  ],
  [
    'head-of-ai',
    { ask: 'When was he head of AI?', must: ['Lumenfield Analytics', '2023'] },
    ['experience:lumenfield-head-of-ai'],
  ],
  ['in-2015', { ask: 'Where was he working in 2015?', must: ['Brightwater Digital'] }],
  [
    'in-2008',
    { ask: 'what was marcus up to in 2008', must: ['Software Developer', 'Coreline Systems'] },
  ],
  [
    'education',
    {
      ask: 'What did Marcus study?',
      must: ['Computer Science and Engineering', 'University of Manchester'],
      category: 'education',
    },
  ],
  ['uni', { ask: 'Which uni did he go to?', must: ['University of Manchester'] }],
  ['qualifications', { ask: 'What qualifications does he have?', must: ['BSc'] }],
  [
    'journey',
    { ask: 'Show me his professional journey', must: ['2003', '2025', 'Innovation Leadership'] },
  ],
  // Projects and skills.
  [
    'projects',
    {
      ask: 'What projects has Marcus built?',
      must: ['QuantumSync', 'SocialAmp', 'CodeVista'],
      category: 'projects',
    },
  ],
  ['techriseup', { ask: 'Tell me about TechRiseUp', must: ['TechRiseUp'] }],
  [
    'ai-tutor',
    { ask: 'What is the AI tutor?', must: ['TechRiseUp AI Tutor'] },
    ['project:techriseup-ai-tutor'],
  ],
  ['codevista', { ask: 'Is CodeVista available?', must: ['private beta'] }, ['project:codevista']],
  [
    'brand-analyser',
    { ask: 'What does the brand analyser do?', must: ['Brand Analyzer'] },
    ['project:brand-analyzer'],
  ],
  [
    'socialamp-link',
    { ask: 'Where can I see SocialAmp?', must: ['https://ai.northbeam.example.com/socialamp'] },
    ['project:socialamp'],
  ],
  [
    'skills',
    {
      ask: 'What are his skills?',
      must: ['Full-Stack Development 95%', 'AI & Machine Learning 92%'],
      category: 'skills',
    },
  ],
  ['good-at', { ask: 'What is Marcus good at?', must: ['Full-Stack Development'] }],
  ['ml', { ask: 'How strong is he in ML?', must: ['92%'] }, ['skill:ai-machine-learning']],
  ['devops', { ask: 'Does he know devops and CI/CD?', must: ['85%'] }, ['skill:devops-ci-cd']],
  ['cloud', { ask: 'cloud architecture skills?', must: ['90%'] }, ['skill:cloud-architecture']],
  [
    'mobile',
    { ask: 'Can he build mobile apps? How good is his mobile development?', must: ['83%'] },
    ['skill:mobile-development'],
  ],
  ['soft-skills', { ask: 'What soft skills does he have?', must: ['Leadership', 'Communication'] }],
  // Location, contact, about.
  [
    'location',
    { ask: 'Where are you based?', must: ['Manchester, United Kingdom'], category: 'location' },
  ],
  ['location-uk', { ask: 'Is Marcus in the UK?', must: ['United Kingdom'] }],
  [
    'contact',
    {
      ask: 'How can I contact Marcus?',
      must: ['marcus@northbeam.example.com', 'linkedin.com/in/marcus-ellison-example'],
      category: 'contact',
    },
  ],
  ['email', { ask: "What's his e-mail?", must: ['marcus@northbeam.example.com'] }],
  [
    'phone',
    {
      ask: "What's Marcus's phone number?",
      must: ['sign in', 'business purpose'],
      category: 'contact',
    },
  ],
  ['call', { ask: 'Can I call him?', must: ['business purpose'] }],
  ['mobile-number', { ask: 'give me his mobile number pls', must: ['business purpose'] }],
  ['linkedin', { ask: 'LinkedIn?', must: ['linkedin.com/in/marcus-ellison-example'] }],
  ['github', { ask: 'Is he on GitHub?', must: ['https://github.com/marcusellison-example'] }],
  [
    'about',
    { ask: 'Tell me about Marcus', must: ['Marcus Ellison', 'Founder & CEO'], category: 'about' },
  ],
  ['who-are-you', { ask: 'Who are you?', must: ["I'm Quinn"] }],
  [
    'websites',
    {
      ask: 'What websites does Marcus run?',
      must: ['https://northbeam.example.com', 'https://techriseup.example.com'],
    },
  ],
  [
    'cofounder',
    { ask: 'Would Marcus be a co-founder for my startup?', must: ['Co-Founding'] },
    ['opportunity:co-founding'],
  ],
  [
    'partnerships',
    {
      ask: 'Is he open to partnerships?',
      must: ['Available for co-founding, collaborations & partnerships'],
    },
  ],
  [
    'affiliate',
    { ask: 'Do you have an affiliate programme?', must: ['Associates & Affiliates'] },
    ['opportunity:associates-affiliates'],
  ],
  // Greetings.
  ['hello', { ask: 'Hello!', must: ["I'm Quinn"], category: 'greeting' }],
  ['hiya', { ask: 'hiya', category: 'greeting' }],
  ['good-morning', { ask: 'Good morning Quinn', category: 'greeting' }],
  ['thanks', { ask: 'Thanks, that helps!', category: 'greeting' }],
  ['cheers', { ask: 'cheers', category: 'greeting' }],
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
    ...ONE.map(([id, turn, passages]) => ask('written', id, turn, passages)),
    ...CONVERSATIONS.map(([id, turns]): QuinnCase => ({ id, group: 'written', turns })),
  ];
}
