import { PROJECT_CATEGORIES } from '../../functions/src/shared/project-categories.js';
import type { QuinnContent } from '../../functions/src/shared/quinn/answer.js';
import { ask, type QuinnCase } from './cases.js';

// Questions made from the content itself, so every service, rate, company, role, year,
// project and skill is asked about; an edit to the content changes the questions with it.

const years = (text: string): string[] => text.match(/\d{4}/g) ?? [];

function serviceCases(content: QuinnContent): QuinnCase[] {
  const { chatServices } = content.assistant;
  return content.services.services.flatMap((session) => {
    const hourly = chatServices.find((service) => service.bookableAs === session.id);
    const passage = [`service:${session.id}`];
    const id = `service-${session.id}`;
    return [
      ask(
        'generated',
        `${id}-session-price`,
        {
          ask: `How much does a ${session.name} session cost?`,
          must: [`£${session.price}`, session.duration],
          mustNot: hourly ? [`£${hourly.hourlyRate}/hour`] : [],
          category: 'pricing',
          section: 'availability',
        },
        passage,
      ),
      ask(
        'generated',
        `${id}-price`,
        {
          ask: `What's the price of the ${session.name}?`,
          must: [`£${session.price}`, ...(hourly ? [`£${hourly.hourlyRate}/hour`] : [])],
          category: 'pricing',
        },
        passage,
      ),
      ask(
        'generated',
        `${id}-includes`,
        {
          ask: `What does the ${session.name} include?`,
          must: session.features,
          category: 'services',
        },
        passage,
      ),
      ask(
        'generated',
        `${id}-duration`,
        { ask: `How long is the ${session.name}?`, must: [session.duration] },
        passage,
      ),
      ask(
        'generated',
        `${id}-book`,
        {
          ask: `How do I book the ${session.name}?`,
          must: ['booking wizard', `£${session.price}`],
          category: ['services', 'booking'],
        },
        passage,
      ),
    ];
  });
}

function hourlyCases(content: QuinnContent): QuinnCase[] {
  return content.assistant.chatServices.flatMap((service) => {
    const session = content.services.services.find((item) => item.id === service.bookableAs);
    const passage = [`service:${session?.id ?? service.id}`];
    const mustNot = session ? [`£${session.price} for`] : [];
    return [
      ask(
        'generated',
        `hourly-${service.id}-rate`,
        {
          ask: `What is the hourly rate for ${service.name}?`,
          must: [`£${service.hourlyRate}/hour`],
          mustNot,
          category: 'pricing',
        },
        passage,
      ),
      ask(
        'generated',
        `hourly-${service.id}-per-hour`,
        {
          ask: `How much is ${service.name} per hour?`,
          must: [`£${service.hourlyRate}/hour`, service.duration.toLowerCase()],
          mustNot,
        },
        passage,
      ),
    ];
  });
}

function priceListCases(content: QuinnContent): QuinnCase[] {
  return [
    ...PROJECT_CATEGORIES.map((category) =>
      ask(
        'generated',
        `category-${category.id}`,
        { ask: `What is your rate for ${category.name} projects?`, must: [category.rate] },
        [`category:${category.id}`],
      ),
    ),
    ...content.assistant.quotedPrices.map((quote) =>
      ask(
        'generated',
        `quote-${quote.id}`,
        { ask: `What's the typical quote for ${quote.label.toLowerCase()}?`, must: [quote.price] },
        [`quote:${quote.id}`],
      ),
    ),
  ];
}

function experienceCases(content: QuinnContent): QuinnCase[] {
  const { experience, education } = content.experience;
  const jobs = experience.flatMap((job) => {
    const atCompany = experience
      .filter((other) => other.company === job.company)
      .map((other) => `experience:${other.id}`);
    return [
      ask(
        'generated',
        `experience-${job.id}-when`,
        {
          ask: `When did Marcus work at ${job.company}?`,
          must: [job.title, ...years(job.period)],
          category: 'experience',
          section: 'experience',
        },
        atCompany,
      ),
      ask(
        'generated',
        `experience-${job.id}-role`,
        { ask: `Has Marcus worked as ${job.title}?`, must: [job.company, ...years(job.period)] },
        [`experience:${job.id}`],
      ),
    ];
  });
  const spanYears = [...new Set(experience.flatMap((job) => years(job.period)))];
  const byYear = spanYears.map((year) => {
    const held = experience.filter((job) => {
      const [start, end] = years(job.period).map(Number);
      return start !== undefined && Number(year) >= start && Number(year) <= (end ?? 9999);
    });
    return ask('generated', `year-${year}`, {
      ask: `What was Marcus doing in ${year}?`,
      must: held.map((job) => job.title),
      category: 'experience',
    });
  });
  const journey = content.availability.journey.map((step) =>
    ask(
      'generated',
      `journey-${step.year}`,
      { ask: `What happened in ${step.year} on Marcus's journey?`, must: [step.title] },
      [`journey:${step.year}`],
    ),
  );
  const study = education.flatMap((entry) => [
    ask(
      'generated',
      `education-${entry.id}-where`,
      {
        ask: 'Where did Marcus go to university?',
        must: [entry.university, entry.degree],
        category: 'education',
      },
      [`education:${entry.id}`],
    ),
    ask(
      'generated',
      `education-${entry.id}-degree`,
      { ask: 'What degree does Marcus have?', must: [entry.degree], category: 'education' },
      [`education:${entry.id}`],
    ),
  ]);
  return [...jobs, ...byYear, ...journey, ...study];
}

function showcaseCases(content: QuinnContent): QuinnCase[] {
  const projects = content.projects.projects.flatMap((project) => [
    ask(
      'generated',
      `project-${project.id}-about`,
      {
        ask: `Tell me about ${project.title}`,
        must: [project.title, ...(project.link ? [project.link.url] : [])],
        category: 'projects',
        section: 'projects',
      },
      [`project:${project.id}`],
    ),
    ask(
      'generated',
      `project-${project.id}-what`,
      {
        ask: `What is ${project.title}?`,
        must: [project.description.slice(0, 30)],
        category: 'projects',
      },
      [`project:${project.id}`],
    ),
  ]);
  const skills = content.skills.technicalSkills.flatMap((skill) => [
    ask(
      'generated',
      `skill-${skill.id}-level`,
      {
        ask: `How good is Marcus at ${skill.name}?`,
        must: [`${skill.percentage}%`],
        category: 'skills',
        section: 'skills',
      },
      [`skill:${skill.id}`],
    ),
    ask(
      'generated',
      `skill-${skill.id}-rating`,
      { ask: `What's his ${skill.name} skill rating?`, must: [`${skill.percentage}%`] },
      [`skill:${skill.id}`],
    ),
  ]);
  const soft = content.skills.softSkills.map((skill) =>
    ask(
      'generated',
      `soft-skill-${skill.id}`,
      { ask: `What about his ${skill.name} skills?`, must: [skill.description.slice(0, 25)] },
      [`soft-skill:${skill.id}`],
    ),
  );
  const sites = content.profile.websites.map((site) =>
    ask(
      'generated',
      `website-${site.id}`,
      { ask: `What's the ${site.name} website address?`, must: [site.url] },
      [`website:${site.id}`, `project:${site.id}`],
    ),
  );
  const cards = content.availability.availabilityCards.map((card) =>
    ask(
      'generated',
      `opportunity-${card.id}`,
      {
        ask: `Is Marcus open to ${card.title.toLowerCase()}?`,
        must: [card.description.slice(0, 25)],
      },
      [`opportunity:${card.id}`],
    ),
  );
  return [...projects, ...skills, ...soft, ...sites, ...cards];
}

function profileCases(content: QuinnContent): QuinnCase[] {
  const { profile } = content.profile;
  const linkedin = content['contact-items'].contactItems.find((item) => item.title === 'LinkedIn');
  const { workingHours, freeConsultationMinutes } = content.assistant;
  return [
    ask('generated', 'profile-email', {
      ask: "What is Marcus's email address?",
      must: [profile.email],
      category: 'contact',
      section: 'contact',
    }),
    ask('generated', 'profile-linkedin', {
      ask: 'Is Marcus on LinkedIn?',
      must: [linkedin?.link ?? 'linkedin'],
    }),
    ask('generated', 'profile-location', {
      ask: 'Where is Marcus based?',
      must: [profile.location],
      category: 'location',
    }),
    ask('generated', 'profile-hours', {
      ask: 'What are your working hours?',
      must: [workingHours.days, workingHours.hours],
      category: 'availability',
    }),
    ask('generated', 'profile-response', {
      ask: 'How quickly do you reply?',
      must: [workingHours.responseTime],
    }),
    ask('generated', 'profile-consultation', {
      ask: 'How long is the free consultation?',
      must: [`${freeConsultationMinutes} minutes`],
      category: 'consultation',
    }),
    ask('generated', 'profile-name', {
      ask: 'Who is Marcus?',
      must: [profile.name, profile.headline],
      category: 'about',
      section: 'about',
    }),
  ];
}

/** Every generated question for this content. */
export function generatedCases(content: QuinnContent): QuinnCase[] {
  return [
    ...serviceCases(content),
    ...hourlyCases(content),
    ...priceListCases(content),
    ...experienceCases(content),
    ...showcaseCases(content),
    ...profileCases(content),
  ];
}
