import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { achievements } from '@shared/content/achievements';
import { answering } from '@/testing/fetch';
import { renderWithQuery } from '@/testing/query';
import { MyAchievementsCard } from './my-achievements-card';

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s achievements', () => {
  it('counts what the server has unlocked, its points, and names the latest', async () => {
    const [first, second] = achievements;
    if (!first || !second) throw new Error('the built-in content has achievements');
    answering({
      success: true,
      achievements: [
        { id: first.id, unlockedAt: '2026-12-01T10:00:00.000Z' },
        { id: second.id, unlockedAt: '2026-12-03T10:00:00.000Z' },
      ],
    });
    renderWithQuery(<MyAchievementsCard />);
    expect(
      await screen.findByText(
        `2 of ${achievements.length} unlocked · ${first.points + second.points} points`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Latest: ${second.title},`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Achievements' })).toBeInTheDocument();
  });

  it('says how to earn one when none is unlocked', async () => {
    answering({ success: true, achievements: [] });
    renderWithQuery(<MyAchievementsCard />);
    expect(
      await screen.findByText(`0 of ${achievements.length} unlocked · 0 points`),
    ).toBeInTheDocument();
    expect(screen.getByText(/^None yet/)).toBeInTheDocument();
  });
});
