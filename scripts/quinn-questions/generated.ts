import { PROJECT_CATEGORIES } from '../../functions/src/shared/project-categories.js';
import type { QuinnContent } from '../../functions/src/shared/quinn/answer.js';
import { ask, type QuinnCase, type Turn } from './cases.js';

// Questions made from the content itself, so every service, rate, company, role, year,
// project and skill is asked about; an edit to the content changes the questions with it.

const years = (text: string): string[] => text.match(/\d{4}/g) ?? [];

/** Generated cases whose answer the passages given hold (none given: no passage is measured). */
const about =
  (passages?: readonly string[]) =>
  (id: string, turn: Turn): QuinnCase =>
    ask('generated', id, turn, passages);

/** Generated cases no one passage answers. */
const general = about();

function serviceCases(content: QuinnContent): QuinnCase[] {
  const { chatServices } = content.assistant;
  return content.services.services.flatMap((session) => {
    const hourly = chatServices.find((service) => service.bookableAs === session.id);
    const onService = about([`service:${session.id}`]);
    const id = `service-${session.id}`;
    return [
      onService(`${id}-session-price`, {
        ask: `How much does a ${session.name} session cost?`,
        must: [`£${session.price}`, session.duration],
        mustNot: hourly ? [`£${hourly.hourlyRate}/hour`] : [],
        category: 'pricing',
        section: 'availability',
      }),
      onService(`${id}-price`, {
        ask: `What's the price of the ${session.name}?`,
        must: [`£${session.price}`, ...(hourly ? [`£${hourly.hourlyRate}/hour`] : [])],
        category: 'pricing',
      }),
      onService(`${id}-includes`, {
        ask: `What does the ${session.name} include?`,
        must: session.features,
        category: 'services',
      }),
      onService(`${id}-duration`, {
        ask: `How long is the ${session.name}?`,
        must: [session.duration],
      }),
      onService(`${id}-book`, {
        ask: `How do I book the ${session.name}?`,
        must: ['booking wizard', `£${session.price}`],
        category: ['services', 'booking'],
      }),
    ];
  });
}

function hourlyCases(content: QuinnContent): QuinnCase[] {
  return content.assistant.chatServices.flatMap((service) => {
    const session = content.services.services.find((item) => item.id === service.bookableAs);
    const onService = about([`service:${session?.id ?? service.id}`]);
    const mustNot = session ? [`£${session.price} for`] : [];
    return [
      onService(`hourly-${service.id}-rate`, {
        ask: `What is the hourly rate for ${service.name}?`,
        must: [`£${service.hourlyRate}/hour`],
        mustNot,
        category: 'pricing',
      }),
      onService(`hourly-${service.id}-per-hour`, {
        ask: `How much is ${service.name} per hour?`,
        must: [`£${service.hourlyRate}/hour`, service.duration.toLowerCase()],
        mustNot,
      }),
    ];
  });
}

function priceListCases(content: QuinnContent): QuinnCase[] {
  return [
    ...PROJECT_CATEGORIES.map((category) =>
      about([`category:${category.id}`])(`category-${category.id}`, {
        ask: `What is your rate for ${category.name} projects?`,
        must: [category.rate],
      }),
    ),
    ...content.assistant.quotedPrices.map((quote) =>
      about([`quote:${quote.id}`])(`quote-${quote.id}`, {
        ask: `What's the typical quote for ${quote.label.toLowerCase()}?`,
        must: [quote.price],
      }),
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
      about(atCompany)(`experience-${job.id}-when`, {
        ask: `When did Marcus work at ${job.company}?`,
        must: [job.title, ...years(job.period)],
        category: 'experience',
        section: 'experience',
      }),
      about([`experience:${job.id}`])(`experience-${job.id}-role`, {
        ask: `Has Marcus worked as ${job.title}?`,
        must: [job.company, ...years(job.period)],
      }),
    ];
  });
  const spanYears = [...new Set(experience.flatMap((job) => years(job.period)))];
  const byYear = spanYears.map((year) => {
    const held = experience.filter((job) => {
      const [start, end] = years(job.period).map(Number);
      return start !== undefined && Number(year) >= start && Number(year) <= (end ?? 9999);
    });
    return general(`year-${year}`, {
      ask: `What was Marcus doing in ${year}?`,
      must: held.map((job) => job.title),
      category: 'experience',
    });
  });
  const journey = content.availability.journey.map((step) =>
    about([`journey:${step.year}`])(`journey-${step.year}`, {
      ask: `What happened in ${step.year} on Marcus's journey?`,
      must: [step.title],
    }),
  );
  const study = education.flatMap((entry) => {
    const onEntry = about([`education:${entry.id}`]);
    return [
      onEntry(`education-${entry.id}-where`, {
        ask: 'Where did Marcus go to university?',
        must: [entry.university, entry.degree],
        category: 'education',
      }),
      onEntry(`education-${entry.id}-degree`, {
        ask: 'What degree does Marcus have?',
        must: [entry.degree],
        category: 'education',
      }),
    ];
  });
  return [...jobs, ...byYear, ...journey, ...study];
}

function showcaseCases(content: QuinnContent): QuinnCase[] {
  const projects = content.projects.projects.flatMap((project) => {
    const onProject = about([`project:${project.id}`]);
    return [
      onProject(`project-${project.id}-about`, {
        ask: `Tell me about ${project.title}`,
        must: [project.title, ...(project.link ? [project.link.url] : [])],
        category: 'projects',
        section: 'projects',
      }),
      onProject(`project-${project.id}-what`, {
        ask: `What is ${project.title}?`,
        must: [project.description.slice(0, 30)],
        category: 'projects',
      }),
    ];
  });
  const skills = content.skills.technicalSkills.flatMap((skill) => {
    const onSkill = about([`skill:${skill.id}`]);
    return [
      onSkill(`skill-${skill.id}-level`, {
        ask: `How good is Marcus at ${skill.name}?`,
        must: [`${skill.percentage}%`],
        category: 'skills',
        section: 'skills',
      }),
      onSkill(`skill-${skill.id}-rating`, {
        ask: `What's his ${skill.name} skill rating?`,
        must: [`${skill.percentage}%`],
      }),
    ];
  });
  const soft = content.skills.softSkills.map((skill) =>
    about([`soft-skill:${skill.id}`])(`soft-skill-${skill.id}`, {
      ask: `What about his ${skill.name} skills?`,
      must: [skill.description.slice(0, 25)],
    }),
  );
  const sites = content.profile.websites.map((site) =>
    about([`website:${site.id}`, `project:${site.id}`])(`website-${site.id}`, {
      ask: `What's the ${site.name} website address?`,
      must: [site.url],
    }),
  );
  const cards = content.availability.availabilityCards.map((card) =>
    about([`opportunity:${card.id}`])(`opportunity-${card.id}`, {
      ask: `Is Marcus open to ${card.title.toLowerCase()}?`,
      must: [card.description.slice(0, 25)],
    }),
  );
  return [...projects, ...skills, ...soft, ...sites, ...cards];
}

function profileCases(content: QuinnContent): QuinnCase[] {
  const { profile } = content.profile;
  const linkedin = content['contact-items'].contactItems.find((item) => item.title === 'LinkedIn');
  const { workingHours, freeConsultationMinutes } = content.assistant;
  return [
    general('profile-email', {
      ask: "What is Marcus's email address?",
      must: [profile.email],
      category: 'contact',
      section: 'contact',
    }),
    general('profile-linkedin', {
      ask: 'Is Marcus on LinkedIn?',
      must: [linkedin?.link ?? 'linkedin'],
    }),
    general('profile-location', {
      ask: 'Where is Marcus based?',
      must: [profile.location],
      category: 'location',
    }),
    general('profile-hours', {
      ask: 'What are your working hours?',
      must: [workingHours.days, workingHours.hours],
      category: 'availability',
    }),
    general('profile-response', {
      ask: 'How quickly do you reply?',
      must: [workingHours.responseTime],
    }),
    general('profile-consultation', {
      ask: 'How long is the free consultation?',
      must: [`${freeConsultationMinutes} minutes`],
      category: 'consultation',
    }),
    general('profile-name', {
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
