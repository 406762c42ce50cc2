import type { AssistantContent } from './assistant-schema';

export const assistant: AssistantContent = {
  greeting:
    "Hi, I'm Quinn, Marcus's assistant. Ask me about services and prices, availability, " +
    'experience or projects, or pick a service below.',
  chatServices: [
    {
      id: 'ai-strategy-consulting',
      name: 'AI Strategy Consulting',
      description:
        'Hands-on consulting to find where AI pays off in your business and plan how to get there.',
      hourlyRate: 120,
      duration: '1-2 hours',
      bookableAs: 'ai-strategy',
    },
    {
      id: 'technical-deep-dive',
      name: 'Technical Deep Dive',
      description:
        'A close look at your architecture, code and infrastructure with concrete recommendations.',
      hourlyRate: 150,
      duration: '2-3 hours',
      bookableAs: 'technical-deep-dive',
    },
    {
      id: 'project-collaboration',
      name: 'Project Collaboration',
      description: 'Working alongside your team on a project, from scoping to delivery.',
      hourlyRate: 100,
      duration: 'Flexible',
      bookableAs: 'project-collaboration',
    },
  ],
  quotedPrices: [
    { id: 'initial-consultation', label: 'Initial consultation', price: '£100-150' },
    { id: 'project-scoping', label: 'Project scoping', price: '£150-200' },
    { id: 'ongoing-work', label: 'Ongoing work', price: '£100-120/hour' },
  ],
  workingHours: {
    days: 'Monday-Friday',
    hours: '9 AM-6 PM GMT',
    responseTime: 'within 24 hours',
  },
  freeConsultationMinutes: 30,
};
