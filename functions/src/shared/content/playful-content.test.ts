import { describe, expect, it } from 'vitest';
import { achievements } from './achievements';
import { achievementIdSchema } from './achievements-schema';
import { easterEggs } from './easter-eggs';
import { easterEggIdSchema } from './easter-eggs-schema';
import { miniGames } from './mini-games';
import { projects } from './projects';
import { technicalSkills } from './skills';

describe('the achievements catalogue', () => {
  it('has each of the 13 ids once, with the points the product gives them', () => {
    expect(achievements.map((entry) => entry.id).sort()).toEqual(
      [...achievementIdSchema.options].sort(),
    );
    const points = Object.fromEntries(achievements.map((entry) => [entry.id, entry.points]));
    expect(points).toEqual({
      easter_egg_finder: 10,
      code_master: 25,
      tech_explorer: 20,
      bug_squasher: 30,
      skill_matcher: 25,
      keyboard_explorer: 50,
      secret_project: 20,
      night_owl: 15,
      design_appreciator: 20,
      dark_mode_fan: 15,
      leadership_explorer: 30,
      team_builder: 25,
      full_explorer: 50,
    });
  });

  it('keeps the hidden ones hidden in how they are earned', () => {
    for (const entry of achievements.filter((item) => item.category === 'hidden')) {
      expect(entry.howToEarn).toMatch(/^Hidden\./);
    }
  });
});

describe('the easter eggs', () => {
  it('has one pattern per egg, the Game egg global and typed within 1.5 s', () => {
    expect(easterEggs.map((egg) => egg.id).sort()).toEqual([...easterEggIdSchema.options].sort());
    const game = easterEggs.find((egg) => egg.id === 'game');
    expect(game).toMatchObject({ label: 'Game Easter Egg', scope: 'global', windowMs: 1500 });
  });

  it('gives no pattern that ends another one (each match is one egg)', () => {
    for (const egg of easterEggs) {
      for (const other of easterEggs.filter((candidate) => candidate !== egg)) {
        expect(egg.pattern.join('').endsWith(other.pattern.join(''))).toBe(false);
      }
    }
  });
});

describe('the mini-games', () => {
  it('pairs six different skills and projects that the page shows', () => {
    const skillIds = new Set(technicalSkills.map((skill) => skill.id));
    const projectIds = new Set(projects.map((project) => project.id));
    const { pairs } = miniGames.skillMatcher;
    for (const pair of pairs) {
      expect(skillIds.has(pair.skill)).toBe(true);
      expect(projectIds.has(pair.project)).toBe(true);
    }
    expect(new Set(pairs.map((pair) => pair.skill)).size).toBe(6);
    expect(new Set(pairs.map((pair) => pair.project)).size).toBe(6);
  });

  it('scores as the product says: 10 a snippet, 5 a pair, 20 a bug out of 5', () => {
    expect(miniGames.codeRacer.pointsPerSnippet).toBe(10);
    expect(miniGames.skillMatcher.pointsPerPair).toBe(5);
    expect(miniGames.bugSquasher).toMatchObject({ bugs: 5, pointsPerBug: 20 });
    // Code Master needs 50: reachable only if there are at least five snippets.
    expect(miniGames.codeRacer.snippets.length).toBeGreaterThanOrEqual(5);
  });
});
