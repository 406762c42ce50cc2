import type { MiniGames } from '@shared/content/mini-games-schema';
import { completed, READY, type Round } from './round';
import { shuffled, type Random } from './shuffle';

type BugSquasherContent = Pick<MiniGames['bugSquasher'], 'bugs' | 'pointsPerBug'>;

/**
 * The board is a grid of cells, one bug at most in each, so no bug ever covers another (each
 * stays a whole tap target).
 */
export const BOARD = { columns: 4, rows: 3 } as const;
const CELLS = Array.from({ length: BOARD.columns * BOARD.rows }, (_, cell) => cell);

export interface Bug {
  /** 1, 2, … : the bug's name on the page is `Bug ${id}`. */
  id: number;
  /** Its cell, row by row from the top left. */
  cell: number;
  squashed: boolean;
}

/** Bug Squasher: squash every bug on the board. */
export interface BugSquasherRound extends Round {
  bugs: readonly Bug[];
  pointsPerBug: number;
}

export function newBugSquasherRound(
  content: BugSquasherContent,
  random?: Random,
): BugSquasherRound {
  const cells = shuffled(CELLS, random).slice(0, content.bugs);
  return {
    ...READY,
    bugs: cells.map((cell, index) => ({ id: index + 1, cell, squashed: false })),
    pointsPerBug: content.pointsPerBug,
  };
}

/** The round after the player squashed bug `id`: it scores once; the last one wins the round. */
export function squash(round: BugSquasherRound, id: number): BugSquasherRound {
  if (round.phase !== 'playing') return round;
  const bug = round.bugs.find((candidate) => candidate.id === id);
  if (!bug || bug.squashed) return round;
  const next: BugSquasherRound = {
    ...round,
    bugs: round.bugs.map((candidate) =>
      candidate.id === id ? { ...candidate, squashed: true } : candidate,
    ),
    score: round.score + round.pointsPerBug,
  };
  return next.bugs.every((candidate) => candidate.squashed) ? completed(next) : next;
}

/**
 * The round with every live bug scuttled to a new cell, still one bug a cell. Squashed bugs stay
 * where they were squashed.
 */
export function scuttle(round: BugSquasherRound, random?: Random): BugSquasherRound {
  if (round.phase !== 'playing') return round;
  const taken = new Set(round.bugs.filter((bug) => bug.squashed).map((bug) => bug.cell));
  const free = shuffled(
    CELLS.filter((cell) => !taken.has(cell)),
    random,
  );
  const live = round.bugs.filter((bug) => !bug.squashed);
  // Each live bug takes a cell none of the others holds; a bug keeps still only if the board
  // has no other cell for it.
  const moved = new Map<number, number>();
  for (const bug of live) {
    const index = free.findIndex((cell) => cell !== bug.cell);
    const [cell] = free.splice(index === -1 ? 0 : index, 1);
    moved.set(bug.id, cell ?? bug.cell);
  }
  return {
    ...round,
    bugs: round.bugs.map((bug) => ({ ...bug, cell: moved.get(bug.id) ?? bug.cell })),
  };
}
