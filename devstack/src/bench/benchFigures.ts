/** The `p`th percentile of ascending `sorted` samples by nearest rank; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** A bench setting read from the environment: a whole number of at least 1, else `fallback`. */
export function wholeNumberSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
}
