import type { EducationEntry, ExperienceEntry } from '../content/experience-schema';
import { type Draft, draft, KINDS } from './draft';
import { listOf, lowerFirst, sentences } from './format';
import type { Knowledge } from './knowledge';
import { ASK } from './suggestions';

// Answers about Marcus himself: work, education, projects, skills, where he is, how to reach
// him and when he works. Every fact is a content field; the phone number is not among them.

/** "Present", "now" or "current" in a period means the role is still held. */
function isCurrent(job: ExperienceEntry): boolean {
  return /present|now|current/i.test(job.period);
}

function role(job: ExperienceEntry): string {
  return `${job.title} at ${job.company} (${job.period})`;
}

function degree(entry: EducationEntry): string {
  return `${entry.degree} at ${entry.university} (${entry.year})`;
}

/** An answer about roles is remembered by its first one, so "and before that?" steps on. */
function roleTopic(first: ExperienceEntry | undefined): Draft['topic'] {
  return { intent: 'experience', itemId: first ? `experience:${first.id}` : undefined };
}

export function experienceOverview(knowledge: Knowledge): Draft {
  const { experience } = knowledge.content.experience;
  const badges = knowledge.content.availability.experienceBadges.map(
    (badge) => `${badge.value} ${badge.label}`,
  );
  const now = experience.filter(isCurrent).map(role);
  const before = experience.filter((job) => !isCurrent(job)).map(role);
  const message = sentences([
    badges.length ? `Marcus's experience in numbers: ${listOf(badges)}.` : '',
    now.length ? `Today he is ${listOf(now)}.` : '',
    before.length ? `Before that: ${before.join('; ')}.` : '',
  ]);
  return draft(message, KINDS.experience, [ASK.education, ASK.skills, ASK.projects], {
    intent: 'experience',
  });
}

/** One role, or all roles held at one company (a promotion shows as two entries). */
export function experienceItems(jobs: readonly ExperienceEntry[]): Draft {
  const [first] = jobs;
  const roles = jobs.map((job) => {
    const verb = isCurrent(job) ? 'is' : 'was';
    const highlights = job.responsibilities?.slice(0, 2).map(lowerFirst) ?? [];
    return (
      `Marcus ${verb} ${job.title} at ${job.company} in ${job.location} (${job.period}).` +
      (highlights.length ? ` Highlights: ${highlights.join('; ')}.` : '')
    );
  });
  const message = roles.join(' ');
  return draft(
    message,
    KINDS.experience,
    [ASK.before, ASK.experience, ASK.skills],
    roleTopic(first),
    0.9,
  );
}

/** What Marcus did in a year: the roles that span it and the journey's step of that year. */
export function inYear(knowledge: Knowledge, year: number): Draft | undefined {
  const jobs = knowledge.content.experience.experience.filter((job) => spans(job.period, year));
  const step = knowledge.content.availability.journey.find((entry) => entry.year === year);
  const study = knowledge.content.experience.education.filter((entry) => spans(entry.year, year));
  if (!jobs.length && !step && !study.length) return undefined;
  const message = sentences([
    jobs.length ? `At that time Marcus was ${listOf(jobs.map(role))}.` : '',
    study.length ? `He was studying ${listOf(study.map(degree))}.` : '',
    step ? `On his journey, ${step.year} is "${step.title}": ${step.description}` : '',
  ]);
  const kind = jobs.length || study.length ? KINDS.experience : KINDS.journey;
  return draft(message, kind, [ASK.before, ASK.experience, ASK.education], roleTopic(jobs[0]));
}

/** One step of the journey, with the roles Marcus held that year. */
export function journeyStep(knowledge: Knowledge, year: number): Draft | undefined {
  const step = knowledge.content.availability.journey.find((entry) => entry.year === year);
  if (!step) return undefined;
  const jobs = knowledge.content.experience.experience.filter((job) => spans(job.period, year));
  const message =
    `${step.year}, "${step.title}": ${step.description}` +
    (jobs.length ? ` That year Marcus was ${listOf(jobs.map(role))}.` : '');
  return draft(message, KINDS.journey, [ASK.before, ASK.experience, ASK.education], {
    intent: 'journey',
  });
}

/** Does a period such as "2017 – 2023" or "2023 – Present" include the year? */
function spans(period: string, year: number): boolean {
  const years = (period.match(/\d{4}/g) ?? []).map(Number);
  const [start, end] = years;
  if (start === undefined) return false;
  const last = end ?? (/present|now|current/i.test(period) ? Number.POSITIVE_INFINITY : start);
  return year >= start && year <= last;
}

export function education(knowledge: Knowledge): Draft {
  const entries = knowledge.content.experience.education;
  const message = entries.length
    ? `Marcus studied ${listOf(entries.map(degree))}.`
    : 'The Experience section lists no education yet.';
  return draft(message, KINDS.education, [ASK.experience, ASK.skills, ASK.projects], {
    intent: 'education',
  });
}

export function journey(knowledge: Knowledge): Draft {
  const steps = knowledge.content.availability.journey.map((step) => `${step.year} ${step.title}`);
  const message = `Marcus's professional journey: ${steps.join('; ')}.`;
  return draft(message, KINDS.journey, [ASK.experience, ASK.education, ASK.skills], {
    intent: 'journey',
  });
}

export function projectsOverview(knowledge: Knowledge): Draft {
  const titles = knowledge.content.projects.projects.map((project) => project.title);
  const message = `Marcus's projects include ${listOf(titles)}. Ask about any of them for details.`;
  const first = titles[0];
  const suggested = [first ? `Tell me about ${first}` : ASK.skills, ASK.skills, ASK.experience];
  return draft(message, KINDS.projects, suggested, { intent: 'projects' });
}

export function projectItem(knowledge: Knowledge, projectId: string): Draft | undefined {
  const project = knowledge.content.projects.projects.find((item) => item.id === projectId);
  if (!project) return undefined;
  const message =
    `${project.title}: ${project.description}` +
    (project.link ? ` ${project.link.text}: ${project.link.url}` : '');
  const topic = { intent: 'projects', itemId: `project:${project.id}` };
  return draft(message, KINDS.projects, [ASK.projects, ASK.skills, ASK.startProject], topic, 0.9);
}

export function skillsOverview(knowledge: Knowledge): Draft {
  const { technicalSkills, softSkills } = knowledge.content.skills;
  const message = sentences([
    `Technical skills: ${technicalSkills.map((skill) => `${skill.name} ${skill.percentage}%`).join(', ')}.`,
    softSkills.length ? `Soft skills: ${listOf(softSkills.map((skill) => skill.name))}.` : '',
  ]);
  return draft(message, KINDS.skills, [ASK.projects, ASK.experience, ASK.services], {
    intent: 'skills',
  });
}

export function softSkillsOverview(knowledge: Knowledge): Draft {
  const message = knowledge.content.skills.softSkills
    .map((skill) => `${skill.name}: ${skill.description}`)
    .join(' ');
  return draft(message, KINDS.skills, [ASK.skills, ASK.experience, ASK.projects], {
    intent: 'skills',
  });
}

export function skillItem(knowledge: Knowledge, passageId: string): Draft | undefined {
  const [kind, id] = passageId.split(':');
  const { technicalSkills, softSkills } = knowledge.content.skills;
  const technical = technicalSkills.find((skill) => kind === 'skill' && skill.id === id);
  const soft = softSkills.find((skill) => kind === 'soft-skill' && skill.id === id);
  const message = technical
    ? `The Skills section rates Marcus's ${technical.name} at ${technical.percentage}%.`
    : soft
      ? `${soft.name}: ${soft.description}`
      : undefined;
  if (message === undefined) return undefined;
  const topic = { intent: 'skills', itemId: passageId };
  return draft(message, KINDS.skills, [ASK.skills, ASK.projects, ASK.experience], topic, 0.9);
}

export function location(knowledge: Knowledge): Draft {
  const { location: place } = knowledge.content.profile.profile;
  const { days, hours } = knowledge.content.assistant.workingHours;
  const message = `Marcus is based in ${place} and works ${days}, ${hours}.`;
  return draft(message, KINDS.location, [ASK.contact, ASK.fridays, ASK.about], {
    intent: 'location',
  });
}

function linkedIn(knowledge: Knowledge): string | undefined {
  const item = knowledge.content['contact-items'].contactItems.find(
    (entry) => entry.title === 'LinkedIn',
  );
  return (
    item?.link ??
    knowledge.content['social-links'].socialLinks.find((link) => link.icon === 'linkedin')?.url
  );
}

const PHONE_RULE =
  'The phone number is shown after you sign in and give a business purpose in the Contact section.';

export function contact(knowledge: Knowledge): Draft {
  const { email } = knowledge.content.profile.profile;
  const linkedin = linkedIn(knowledge);
  const message =
    `Email Marcus at ${email}` +
    (linkedin ? ` or connect on LinkedIn: ${linkedin}` : '') +
    `. ${PHONE_RULE}`;
  return draft(message, KINDS.contact, [ASK.startProject, ASK.book, ASK.location], {
    intent: 'contact',
  });
}

export function phone(knowledge: Knowledge): Draft {
  const { email } = knowledge.content.profile.profile;
  const message = `I don't share the phone number in chat. ${PHONE_RULE} Meanwhile you can email Marcus at ${email}.`;
  return draft(message, KINDS.contact, [ASK.contact, ASK.book, ASK.startProject], {
    intent: 'phone',
  });
}

export function social(knowledge: Knowledge, tokens: readonly string[]): Draft {
  const links = knowledge.content['social-links'].socialLinks;
  const named = links.filter((link) => tokens.includes(link.platform.toLowerCase()));
  const message = named.length
    ? named.map((link) => `Marcus on ${link.platform}: ${link.url}`).join('. ') + '.'
    : `Marcus is on ${listOf(links.map((link) => link.platform))}; the links are in the Contact section.`;
  return draft(message, KINDS.contact, [ASK.contact, ASK.projects, ASK.about], {
    intent: 'social',
  });
}

export function about(knowledge: Knowledge): Draft {
  const { name, headline, summary } = knowledge.content.profile.profile;
  const message = `${name}: ${headline}. ${summary}`;
  return draft(message, KINDS.about, [ASK.experience, ASK.projects, ASK.services], {
    intent: 'about',
  });
}

export function opportunities(knowledge: Knowledge, cardId?: string): Draft {
  const { availabilityCards, availabilityIntro } = knowledge.content.availability;
  const { availabilityBadge } = knowledge.content.profile.profile;
  const card = availabilityCards.find((item) => item.id === cardId);
  const message = card
    ? `${card.title}: ${card.description} For example: ${card.points.map(lowerFirst).join('; ')}.`
    : `${availabilityBadge}. ${availabilityCards.map((item) => `${item.title}: ${item.description}`).join(' ')}`;
  // The cards sit under the Availability section's own heading, which the link repeats.
  const kind = {
    category: 'availability',
    source: { section: 'availability', label: availabilityIntro.heading },
  } as const;
  return draft(message, kind, [ASK.startProject, ASK.consultation, ASK.contact], {
    intent: 'opportunities',
    itemId: card ? `opportunity:${card.id}` : undefined,
  });
}

export function websites(knowledge: Knowledge, siteId?: string): Draft {
  const sites = knowledge.content.profile.websites.filter((site) => !siteId || site.id === siteId);
  const message = sites.map((site) => `${site.name}: ${site.description} ${site.url}`).join(' ');
  return draft(message, KINDS.about, [ASK.projects, ASK.about, ASK.contact], {
    intent: 'websites',
    itemId: siteId ? `website:${siteId}` : undefined,
  });
}

export function workingHours(knowledge: Knowledge): Draft {
  const { days, hours, responseTime } = knowledge.content.assistant.workingHours;
  const message =
    `Marcus works ${days}, ${hours}, and replies ${responseTime}. ` +
    'Free slots are in the booking wizard and the meeting scheduler in the Availability section.';
  return draft(message, KINDS.availability, [ASK.book, ASK.consultation, ASK.startProject], {
    intent: 'availability',
  });
}

export function responseTime(knowledge: Knowledge): Draft {
  const { responseTime: within, days, hours } = knowledge.content.assistant.workingHours;
  const message = `Marcus replies ${within}; he works ${days}, ${hours}.`;
  return draft(message, KINDS.availability, [ASK.contact, ASK.startProject, ASK.book], {
    intent: 'response-time',
  });
}
