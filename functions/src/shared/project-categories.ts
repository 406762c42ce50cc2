/**
 * The project-idea panel's categories and their hourly rates. Apart from the request schema (in
 * project-inquiry.ts) so Quinn can quote them without bringing zod into the browser's engine.
 */
export const PROJECT_CATEGORIES = [
  { id: 'ai-development', name: 'AI Development', rate: '£120-150/hr' },
  { id: 'web-development', name: 'Web Development', rate: '£80-120/hr' },
  { id: 'consulting', name: 'Technical Consulting', rate: '£100-140/hr' },
  { id: 'design-system', name: 'Design & UX', rate: '£70-100/hr' },
] as const;
