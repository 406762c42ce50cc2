import { miniGames } from '@shared/content/mini-games';
import { projects } from '@shared/content/projects';
import { technicalSkills } from '@shared/content/skills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearEventHistory, subscribe, type AppEvents } from '@/lib/events';
import { tabTo } from '@/testing/tab-to';
import { SkillMatcher } from './skill-matcher';

const skillName = (id: string) => technicalSkills.find((skill) => skill.id === id)?.name ?? id;
const projectTitle = (id: string) => projects.find((project) => project.id === id)?.title ?? id;
const pairs = miniGames.skillMatcher.pairs.map((pair) => ({
  skill: skillName(pair.skill),
  project: projectTitle(pair.project),
}));

let events: AppEvents['game.scored'][];
let stop: () => void;
beforeEach(() => {
  events = [];
  stop = subscribe('game.scored', (event) => events.push(event));
});
afterEach(() => {
  stop();
  clearEventHistory();
});

const skillsGroup = () => screen.getByRole('group', { name: 'Skills' });
const projectsGroup = () => screen.getByRole('group', { name: 'Projects' });
const exact = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}$`);

/** Tabbing through twelve cards six times over takes seconds on a busy machine. */
const TABBING_TIMEOUT_MS = 30_000;

describe('Skill Matcher', () => {
  it('shows six skills and six projects from the content, focus on the first skill', async () => {
    const user = userEvent.setup();
    render(<SkillMatcher />);
    await user.keyboard('{Enter}');
    const skills = within(skillsGroup()).getAllByRole('button');
    expect(skills.map((button) => button.textContent).sort()).toEqual(
      pairs.map((pair) => pair.skill).sort(),
    );
    expect(within(projectsGroup()).getAllByRole('button')).toHaveLength(6);
    expect(skills[0]).toHaveFocus();
  });

  it('says a wrong pick is not a match in words, and keeps the skill picked', async () => {
    const user = userEvent.setup();
    render(<SkillMatcher />);
    await user.keyboard('{Enter}');
    const [first, second] = pairs;
    if (!first || !second) throw new Error('six pairs');
    const skill = within(skillsGroup()).getByRole('button', { name: exact(first.skill) });
    await tabTo(user, skill);
    await user.keyboard('{Enter}');
    expect(skill).toHaveAttribute('aria-pressed', 'true');
    await tabTo(user, within(projectsGroup()).getByRole('button', { name: exact(second.project) }));
    await user.keyboard('{Enter}');
    expect(
      screen.getByText(
        `Not a match: ${first.skill} does not go with ${second.project}. Try another project.`,
      ),
    ).toBeInTheDocument();
    expect(skill).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
    expect(events).toEqual([]);
  });

  it(
    'is played to the end with the keyboard: six pairs, 5 points each, won',
    async () => {
      const user = userEvent.setup();
      render(<SkillMatcher />);
      await user.keyboard('{Enter}');
      let score = 0;
      for (const pair of pairs) {
        await tabTo(user, within(skillsGroup()).getByRole('button', { name: exact(pair.skill) }));
        await user.keyboard(' ');
        await tabTo(
          user,
          within(projectsGroup()).getByRole('button', { name: exact(pair.project) }),
        );
        await user.keyboard('{Enter}');
        score += 5;
        if (score < 30) {
          expect(screen.getByText(`Score: ${score}`)).toBeInTheDocument();
          expect(
            within(skillsGroup()).getByRole('button', { name: `${pair.skill}, matched` }),
          ).toBeDisabled();
          expect(
            within(projectsGroup()).getByRole('button', { name: `${pair.project}, matched` }),
          ).toBeDisabled();
          expect(
            screen.getByText(`Matched: ${pair.skill} goes with ${pair.project}.`),
          ).toBeVisible();
        }
      }
      expect(screen.getByText('All 6 pairs matched! Final score: 30.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus();
      expect(events.map((event) => event.score)).toEqual([5, 10, 15, 20, 25, 30, 30]);
      expect(events.at(-1)).toEqual({
        game: 'skill-matcher',
        score: 30,
        finished: true,
        won: true,
      });
    },
    TABBING_TIMEOUT_MS,
  );

  it('takes a project first and then its skill', async () => {
    const user = userEvent.setup();
    render(<SkillMatcher />);
    await user.keyboard('{Enter}');
    const [first] = pairs;
    if (!first) throw new Error('six pairs');
    await user.click(within(projectsGroup()).getByRole('button', { name: exact(first.project) }));
    await user.click(within(skillsGroup()).getByRole('button', { name: exact(first.skill) }));
    expect(screen.getByText('Score: 5')).toBeInTheDocument();
  });
});
