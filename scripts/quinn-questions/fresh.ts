import { ask, type QuinnCase, type Turn } from './cases.js';

// Written after the engine had been tuned on the rest of the set and run once as they stood
// (docs/quinn.md gives that first score): a check that the engine generalises beyond the
// questions it was built against.

const FRESH: readonly (readonly [string, Turn])[] = [
  ['fees-dive', { ask: 'what are the fees for the deep-dive thing', must: ['£200', '£150/hour'] }],
  [
    'budget-strategy',
    { ask: 'I have a small budget, what would AI strategy cost me?', must: ['£150'] },
  ],
  ['day-rate', { ask: 'Do you charge by the hour for collaboration?', must: ['£100/hour'] }],
  ['robot-cost', { ask: 'robotics session price in GBP', must: ['£180'] }],
  [
    'edu-length',
    { ask: 'how many hours is the educational technology session', must: ['1.5 hours'] },
  ],
  ['strategy-length', { ask: 'Duration of the AI strategy consultation?', must: ['2 hours'] }],
  [
    'collab-what',
    { ask: 'What happens in a project collaboration session?', must: ['project review'] },
  ],
  ['audit', { ask: 'Can you audit my architecture?', must: ['Technical Deep Dive'] }],
  ['offerings', { ask: 'What are your offerings?', must: ['Technical Deep Dive'] }],
  ['list-services', { ask: 'list your services please', must: ['Robotics Integration'] }],
  ['weekday', { ask: 'Can we meet on a Tuesday?', must: ['Monday-Friday'] }],
  ['open-hours', { ask: 'When are you open?', must: ['9 AM-6 PM GMT'] }],
  ['sat', { ask: 'Are you around on Saturday?', must: ['Monday-Friday'] }],
  [
    'turnaround',
    { ask: 'If I message today, when will I get a reply?', must: ['within 24 hours'] },
  ],
  ['free-intro', { ask: 'Is there a free intro call?', must: ['30 minutes'] }],
  ['booking-how', { ask: 'where do I book a slot', must: ['booking wizard'] }],
  ['hire', { ask: 'How can I hire Marcus for a project?', must: ['project-idea panel'] }],
  ['web-rate', { ask: 'What do you charge to build a website?', must: ['£80-120/hr'] }],
  ['ux-rate', { ask: 'design and UX hourly rate?', must: ['£70-100/hr'] }],
  ['quote-scope', { ask: 'ballpark for scoping a project?', must: ['£150-200'] }],
  ['now', { ask: 'What does Marcus do now?', must: ['Founder & CEO'] }],
  ['northbeam', { ask: 'What is Northbeam Technologies?', must: ['Northbeam'] }],
  [
    'brightwater-role',
    { ask: 'What was his job title at Brightwater Digital?', must: ['Engineering Lead'] },
  ],
  ['architect-when', { ask: 'When was Marcus an enterprise architect?', must: ['2017'] }],
  ['first-job', { ask: 'What was his first job?', must: ['Software Developer', '2007'] }],
  ['leeds', { ask: 'Did he ever work in Leeds?', must: ['Meridian Financial Group'] }],
  ['in-2020', { ask: 'Who was he working for in 2020?', must: ['Meridian Financial Group'] }],
  ['graduated', { ask: 'When did he graduate?', must: ['2007'] }],
  [
    'degree-subject',
    { ask: 'What did he study at university?', must: ['Computer Science and Engineering'] },
  ],
  ['kids-platform', { ask: 'Which platform teaches kids to code?', must: ['TechRiseUp'] }],
  ['sync', { ask: 'what does quantum sync do', must: ['synchronisation'] }],
  ['analytics', { ask: 'Tell me about the analytics product', must: ['DataDrive Analytics'] }],
  ['content-studio', { ask: 'content pro studio?', must: ['ContentPro Studio'] }],
  ['full-stack', { ask: 'Is he a full stack developer?', must: ['95%'] }],
  ['data-eng', { ask: 'rate his data engineering', must: ['85%'] }],
  ['leadership', { ask: 'Is he a good leader?', must: ['Leadership'] }],
  ['city', { ask: 'Which city does Marcus live in?', must: ['Manchester'] }],
  ['mail', { ask: 'email address?', must: ['marcus@northbeam.example.com'] }],
  ['ring', { ask: 'Can I ring Marcus?', must: ['business purpose'] }],
  [
    'twitter',
    { ask: 'Is Marcus on Twitter?', must: ['https://twitter.com/marcusellison_example'] },
  ],
  ['bio', { ask: 'Give me a short bio', must: ['Marcus Ellison'] }],
  ['cto', { ask: 'Would he join my startup as CTO?', must: ['Co-Founding'] }],
  ['affiliates', { ask: 'Do you work with associates?', must: ['Associates & Affiliates'] }],
  ['howdy', { ask: 'hey there!', category: 'greeting' }],
  ['cheers-bye', { ask: 'ok thanks bye', category: 'greeting' }],
  // Found in review: "mobile" as a field of work, "prompt" as a subject, not an attempt.
  ['mobile-field', { ask: 'does he do mobile engineering', must: ['83%'], category: 'skills' }],
  ['mobile-apps', { ask: 'can he build mobile apps', must: ['83%'], category: 'skills' }],
  ['prompt-subject', { ask: 'Do you do prompt engineering?', category: 'skills' }],
];

export function freshCases(): QuinnCase[] {
  return FRESH.map(([id, turn]) => ask('written', `fresh-${id}`, turn));
}
