import { randomInt } from 'node:crypto';

// No 0/o, 1/l/i: the password is read off a terminal and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A strong password that is easy to type: four groups of four, ~79 bits of randomness.
 *
 * @example
 * generateDemoPassword() // 'k7fq-m2xp-9hzt-w4cd'
 */
export function generateDemoPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}
