/** Median and range of a benchmark's runs: shared machines are noisy, one run proves nothing. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('spread() needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** `median (min-max)`, with `digits` decimals. */
export function formatSpread({ median, min, max }: Spread, digits = 0): string {
  const f = (value: number): string => value.toFixed(digits);
  return `${f(median)} (${f(min)}-${f(max)})`;
}

/**
 * The machine's load, printed before a benchmark starts its own work: a shared machine that was
 * busy explains a slow sitting (the averages lag, so a busy minute before still shows).
 */
export function describeLoad(cores: number, [one, five, fifteen]: readonly number[]): string {
  const f = (value: number | undefined): string => (value ?? Number.NaN).toFixed(2);
  return `${cores} cores, load average ${f(one)} / ${f(five)} / ${f(fifteen)} (1 / 5 / 15 min)`;
}
