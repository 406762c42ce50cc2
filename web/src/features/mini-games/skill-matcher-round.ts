import type { MiniGames } from '@shared/content/mini-games-schema';
import { completed, READY, type Round } from './round';
import { shuffled, type Random } from './shuffle';

type SkillMatcherContent = Pick<MiniGames['skillMatcher'], 'pairs' | 'pointsPerPair'>;

/** A skill or a project on the board: its content id and the name the page shows for it. */
export interface MatchCard {
  id: string;
  label: string;
}

/** What the last completed pick said, so the page can say it in words. */
export interface PickOutcome {
  matched: boolean;
  skill: MatchCard;
  project: MatchCard;
}

/** Skill Matcher: pick a skill and then its project (or the other way round). */
export interface SkillMatcherRound extends Round {
  pairs: SkillMatcherContent['pairs'];
  /** The skills and the projects, each column in its own random order. */
  skills: readonly MatchCard[];
  projects: readonly MatchCard[];
  /** Skill ids whose project has been found. */
  matched: readonly string[];
  /** A picked card waiting for its other half. */
  selected?: { kind: 'skill' | 'project'; id: string };
  lastPick?: PickOutcome;
  pointsPerPair: number;
}

/** Names to show, by content id: the skills' names and the projects' titles. */
export interface MatchNames {
  skills: readonly { id: string; name: string }[];
  projects: readonly { id: string; title: string }[];
}

export function newSkillMatcherRound(
  content: SkillMatcherContent,
  names: MatchNames,
  random?: Random,
): SkillMatcherRound {
  // The content's own tests make sure every id names a skill or project the page shows; should
  // one ever not, the id itself is still a readable label.
  const skillName = (id: string) => names.skills.find((skill) => skill.id === id)?.name ?? id;
  const projectTitle = (id: string) =>
    names.projects.find((project) => project.id === id)?.title ?? id;
  return {
    ...READY,
    pairs: content.pairs,
    skills: shuffled(
      content.pairs.map((pair) => ({ id: pair.skill, label: skillName(pair.skill) })),
      random,
    ),
    projects: shuffled(
      content.pairs.map((pair) => ({ id: pair.project, label: projectTitle(pair.project) })),
      random,
    ),
    matched: [],
    pointsPerPair: content.pointsPerPair,
  };
}

export function isSkillMatched(round: SkillMatcherRound, skillId: string): boolean {
  return round.matched.includes(skillId);
}

export function isProjectMatched(round: SkillMatcherRound, projectId: string): boolean {
  return round.pairs.some(
    (pair) => pair.project === projectId && round.matched.includes(pair.skill),
  );
}

/**
 * The round after the player picked a card. The first pick is held; a second pick of the other
 * kind completes the pair: right, it scores and both are matched; wrong, it is said so and the
 * first pick stays held for another try. Matched cards take no more picks; picking the same kind
 * again changes which card is held.
 */
export function pick(
  round: SkillMatcherRound,
  kind: 'skill' | 'project',
  id: string,
): SkillMatcherRound {
  if (round.phase !== 'playing') return round;
  const done = kind === 'skill' ? isSkillMatched(round, id) : isProjectMatched(round, id);
  if (done) return round;
  const held = round.selected;
  if (!held || held.kind === kind) {
    return { ...round, selected: held?.id === id ? undefined : { kind, id }, lastPick: undefined };
  }
  const skillId = kind === 'skill' ? id : held.id;
  const projectId = kind === 'project' ? id : held.id;
  const skill = round.skills.find((card) => card.id === skillId);
  const project = round.projects.find((card) => card.id === projectId);
  if (!skill || !project) return round;
  const matched = round.pairs.some((pair) => pair.skill === skillId && pair.project === projectId);
  if (!matched) return { ...round, lastPick: { matched, skill, project } };
  const next: SkillMatcherRound = {
    ...round,
    matched: [...round.matched, skillId],
    selected: undefined,
    lastPick: { matched, skill, project },
    score: round.score + round.pointsPerPair,
  };
  return next.matched.length === next.pairs.length ? completed(next) : next;
}
