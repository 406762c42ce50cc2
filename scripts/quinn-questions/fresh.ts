import { fromRow, type QuinnCase, type Row } from './cases.js';

// Written after the engine had been tuned on the rest of the set and run once as they stood
// (docs/quinn.md gives that first score): a check that the engine generalises beyond the
// questions it was built against.

/** One-message cases, each `[id, question, facts its answer contains, other checks]`. */
const FRESH: readonly Row[] = [
  ['fees-dive', 'what are the fees for the deep-dive thing', ['£200', '£150/hour']],
  ['budget-strategy', 'I have a small budget, what would AI strategy cost me?', ['£150']],
  ['day-rate', 'Do you charge by the hour for collaboration?', ['£100/hour']],
  ['robot-cost', 'robotics session price in GBP', ['£180']],
  ['edu-length', 'how many hours is the educational technology session', ['1.5 hours']],
  ['strategy-length', 'Duration of the AI strategy consultation?', ['2 hours']],
  ['collab-what', 'What happens in a project collaboration session?', ['project review']],
  ['audit', 'Can you audit my architecture?', ['Technical Deep Dive']],
  ['offerings', 'What are your offerings?', ['Technical Deep Dive']],
  ['list-services', 'list your services please', ['Robotics Integration']],
  ['weekday', 'Can we meet on a Tuesday?', ['Monday-Friday']],
  ['open-hours', 'When are you open?', ['9 AM-6 PM GMT']],
  ['sat', 'Are you around on Saturday?', ['Monday-Friday']],
  ['turnaround', 'If I message today, when will I get a reply?', ['within 24 hours']],
  ['free-intro', 'Is there a free intro call?', ['30 minutes']],
  ['booking-how', 'where do I book a slot', ['booking wizard']],
  ['hire', 'How can I hire Marcus for a project?', ['project-idea panel']],
  ['web-rate', 'What do you charge to build a website?', ['£80-120/hr']],
  ['ux-rate', 'design and UX hourly rate?', ['£70-100/hr']],
  ['quote-scope', 'ballpark for scoping a project?', ['£150-200']],
  ['now', 'What does Marcus do now?', ['Founder & CEO']],
  ['northbeam', 'What is Northbeam Technologies?', ['Northbeam']],
  ['brightwater-role', 'What was his job title at Brightwater Digital?', ['Engineering Lead']],
  ['architect-when', 'When was Marcus an enterprise architect?', ['2017']],
  ['first-job', 'What was his first job?', ['Software Developer', '2007']],
  ['leeds', 'Did he ever work in Leeds?', ['Meridian Financial Group']],
  ['in-2020', 'Who was he working for in 2020?', ['Meridian Financial Group']],
  ['graduated', 'When did he graduate?', ['2007']],
  ['degree-subject', 'What did he study at university?', ['Computer Science and Engineering']],
  ['kids-platform', 'Which platform teaches kids to code?', ['TechRiseUp']],
  ['sync', 'what does quantum sync do', ['synchronisation']],
  ['analytics', 'Tell me about the analytics product', ['DataDrive Analytics']],
  ['content-studio', 'content pro studio?', ['ContentPro Studio']],
  ['full-stack', 'Is he a full stack developer?', ['95%']],
  ['data-eng', 'rate his data engineering', ['85%']],
  ['leadership', 'Is he a good leader?', ['Leadership']],
  ['city', 'Which city does Marcus live in?', ['Manchester']],
  ['mail', 'email address?', ['marcus@northbeam.example.com']],
  ['ring', 'Can I ring Marcus?', ['business purpose']],
  ['twitter', 'Is Marcus on Twitter?', ['https://twitter.com/marcusellison_example']],
  ['bio', 'Give me a short bio', ['Marcus Ellison']],
  ['cto', 'Would he join my startup as CTO?', ['Co-Founding']],
  ['affiliates', 'Do you work with associates?', ['Associates & Affiliates']],
  ['howdy', 'hey there!', [], { category: 'greeting' }],
  ['cheers-bye', 'ok thanks bye', [], { category: 'greeting' }],
  // Found in review: "mobile" as a field of work, "prompt" as a subject, not an attempt.
  ['mobile-field', 'does he do mobile engineering', ['83%'], { category: 'skills' }],
  ['mobile-apps', 'can he build mobile apps', ['83%'], { category: 'skills' }],
  ['prompt-subject', 'Do you do prompt engineering?', [], { category: 'skills' }],
];

export function freshCases(): QuinnCase[] {
  return FRESH.map((row) => fromRow('written', row, 'fresh-'));
}
