/** A number in [0, 1), as Math.random gives; tests pass their own to fix the order. */
export type Random = () => number;

/** A copy of `items` in a random order, every order equally likely (the lists here are short). */
export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const pool = [...items];
  const result: T[] = [];
  while (pool.length > 0) result.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return result;
}
