import { miniGames } from '@shared/content/mini-games';
import { projects } from '@shared/content/projects';
import { technicalSkills } from '@shared/content/skills';
import { describe, expect, it } from 'vitest';
import { started, timedOut } from './round';
import {
  isProjectMatched,
  isSkillMatched,
  newSkillMatcherRound,
  pick,
  type SkillMatcherRound,
} from './skill-matcher-round';

const names = { skills: technicalSkills, projects };
const { pairs } = miniGames.skillMatcher;
const [first, second] = pairs;
if (!first || !second) throw new Error('The content has six pairs.');

function playing(): SkillMatcherRound {
  return started(newSkillMatcherRound(miniGames.skillMatcher, names));
}

describe('Skill Matcher scoring', () => {
  it('lays out the six skills by name and the six projects by title', () => {
    const round = playing();
    const skillNames = pairs.map((pair) => technicalSkills.find((s) => s.id === pair.skill)?.name);
    const titles = pairs.map((pair) => projects.find((p) => p.id === pair.project)?.title);
    expect(round.skills.map((card) => card.label).sort()).toEqual([...skillNames].sort());
    expect(round.projects.map((card) => card.label).sort()).toEqual([...titles].sort());
    expect(round.skills).toHaveLength(6);
  });

  it('scores pointsPerPair for a skill then its project, and marks both matched', () => {
    const round = pick(pick(playing(), 'skill', first.skill), 'project', first.project);
    expect(round.score).toBe(miniGames.skillMatcher.pointsPerPair);
    expect(isSkillMatched(round, first.skill)).toBe(true);
    expect(isProjectMatched(round, first.project)).toBe(true);
    expect(round.lastPick).toMatchObject({ matched: true });
    expect(round.selected).toBeUndefined();
  });

  it('takes a project first and then its skill just as well', () => {
    const round = pick(pick(playing(), 'project', first.project), 'skill', first.skill);
    expect(round.score).toBe(5);
  });

  it('says a wrong pick is wrong, scores nothing and keeps the skill held', () => {
    const held = pick(playing(), 'skill', first.skill);
    const round = pick(held, 'project', second.project);
    expect(round.score).toBe(0);
    expect(round.lastPick).toMatchObject({
      matched: false,
      skill: { id: first.skill },
      project: { id: second.project },
    });
    expect(round.selected).toEqual({ kind: 'skill', id: first.skill });
    expect(isProjectMatched(round, second.project)).toBe(false);
    expect(pick(round, 'project', first.project).score).toBe(5);
  });

  it('changes the held card when the same kind is picked again, and lets it go on a second pick', () => {
    const switched = pick(pick(playing(), 'skill', first.skill), 'skill', second.skill);
    expect(switched.selected).toEqual({ kind: 'skill', id: second.skill });
    expect(pick(switched, 'skill', second.skill).selected).toBeUndefined();
  });

  it('scores a pair once: matched cards take no more picks', () => {
    const matched = pick(pick(playing(), 'skill', first.skill), 'project', first.project);
    expect(pick(matched, 'skill', first.skill)).toBe(matched);
    expect(pick(matched, 'project', first.project)).toBe(matched);
  });

  it('ends the round won with all six pairs matched, 30 points', () => {
    let round = playing();
    for (const pair of pairs)
      round = pick(pick(round, 'skill', pair.skill), 'project', pair.project);
    expect(round).toMatchObject({ phase: 'over', won: true, score: 30 });
  });

  it('ends unwon when time runs out, and takes no picks then', () => {
    const over = timedOut(pick(pick(playing(), 'skill', first.skill), 'project', first.project));
    expect(over).toMatchObject({ phase: 'over', won: false, score: 5 });
    expect(pick(over, 'skill', second.skill)).toBe(over);
  });
});
