import type { EndorsedSkill } from '@shared/endorsements';

/**
 * SAMPLE DATA, not real endorsements. SPEC §4 asks for a built-in list whenever the server has
 * nothing to show (an error, a 401 or an empty list), so the panel never sits empty. The counts
 * are SPEC §3's (27, 22, 19, 18, 15, 14); the skills are the home page's technical skills; the
 * endorsers are invented people, so none of them carries a profile link.
 */
export const SAMPLE_ENDORSEMENTS: readonly EndorsedSkill[] = [
  {
    skill: 'Full-Stack Development',
    count: 27,
    endorsers: [
      { name: 'Sarah Mitchell', relation: 'colleague', headline: 'Engineering Manager, fintech' },
      { name: 'James Okafor', relation: 'connection', headline: 'Senior Software Engineer' },
      { name: 'Priya Raman', relation: 'colleague', headline: 'Product Lead, e-learning' },
    ],
  },
  {
    skill: 'AI & Machine Learning',
    count: 22,
    endorsers: [
      { name: 'Daniel Hughes', relation: 'connection', headline: 'Machine Learning Engineer' },
      { name: 'Amira Haddad', relation: 'colleague', headline: 'Data Science Lead' },
      { name: 'Tom Brennan', relation: 'other', headline: 'Founder, AI start-up' },
    ],
  },
  {
    skill: 'Cloud Architecture',
    count: 19,
    endorsers: [
      { name: 'Elena Petrova', relation: 'colleague', headline: 'Principal Cloud Architect' },
      { name: 'Marcus Reid', relation: 'connection', headline: 'Head of Platform Engineering' },
      { name: 'Hannah Cole', relation: 'connection', headline: 'Site Reliability Engineer' },
    ],
  },
  {
    skill: 'Enterprise Architecture',
    count: 18,
    endorsers: [
      { name: 'Richard Lawson', relation: 'colleague', headline: 'Chief Technology Officer' },
      { name: 'Grace Adeyemi', relation: 'connection', headline: 'Solutions Architect' },
      { name: 'Oliver Grant', relation: 'other', headline: 'IT Director, public sector' },
    ],
  },
  {
    skill: 'Data Engineering',
    count: 15,
    endorsers: [
      { name: 'Leah Thompson', relation: 'colleague', headline: 'Analytics Engineer' },
      { name: 'Samuel Idowu', relation: 'connection', headline: 'Data Platform Lead' },
    ],
  },
  {
    skill: 'DevOps & CI/CD',
    count: 14,
    endorsers: [
      { name: 'Chloe Bennett', relation: 'colleague', headline: 'DevOps Engineer' },
      { name: 'Aaron Patel', relation: 'connection', headline: 'Release Manager' },
    ],
  },
];
