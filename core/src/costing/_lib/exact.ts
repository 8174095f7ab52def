/**
 * An exact rational number (numerator / denominator, denominator > 0, in lowest terms).
 * Money must not drift as floats do when quantities, densities, yields and prices multiply
 * and add up through sub-recipes; every figure becomes exact on the way in and is rounded only
 * once, at the output.
 */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function make(n: bigint, d: bigint): Exact {
  if (d === 0n) throw new RangeError('Division by zero');
  const sign = d < 0n ? -1n : 1n;
  const divisor = gcd(n, d) || 1n;
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

export const ZERO: Exact = { n: 0n, d: 1n };
export const ONE: Exact = { n: 1n, d: 1n };

export const integer = (value: number | bigint): Exact => ({ n: BigInt(value), d: 1n });

/**
 * The decimal a finite number is written as (its shortest round-trip form): 1.03 is exactly
 * 103/100, not the binary float nearest to it, so figures typed as decimals stay those decimals.
 */
export function exactOf(value: number): Exact {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa = '0', exponentText] = String(value).toLowerCase().split('e');
  const exponent = Number(exponentText ?? 0);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let n = BigInt(whole + fraction) * (negative ? -1n : 1n);
  let d = 10n ** BigInt(fraction.length);
  if (exponent > 0) n *= 10n ** BigInt(exponent);
  else if (exponent < 0) d *= 10n ** BigInt(-exponent);
  return make(n, d);
}

export const add = (a: Exact, b: Exact): Exact => make(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Exact, b: Exact): Exact => make(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Exact, b: Exact): Exact => make(a.n * b.n, a.d * b.d);
export const div = (a: Exact, b: Exact): Exact => make(a.n * b.d, a.d * b.n);
export const compare = (a: Exact, b: Exact): number => {
  const difference = a.n * b.d - b.n * a.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** The nearest integer, halves away from zero (the usual commercial rounding). */
export function roundHalfAwayFromZero(value: Exact): bigint {
  const quotient = abs(value.n) / value.d;
  const remainder = abs(value.n) % value.d;
  const rounded = 2n * remainder >= value.d ? quotient + 1n : quotient;
  return value.n < 0n ? -rounded : rounded;
}

/** The smallest integer not below the value. */
export function ceiling(value: Exact): bigint {
  const quotient = value.n / value.d;
  return value.n > 0n && value.n % value.d !== 0n ? quotient + 1n : quotient;
}

/** For display and float-based callers only: never sum the results. */
export const toNumber = (value: Exact): number => Number(value.n) / Number(value.d);
