import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The shortest password accepted anywhere one is set: Payload's own minimum, 3, is easily guessed.
 */
export const PASSWORD_MIN_LENGTH = 10;

// zxcvbn-ts's list of the most used passwords (from leaked password sets), lower-case.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

export type PasswordProblem = 'tooShort' | 'tooCommon';

/**
 * What is wrong with a password a person chose, or `null`: under PASSWORD_MIN_LENGTH characters
 * (counted as a person sees them: "ă" is one), or on the list of common passwords whatever its
 * case ("Password123" is as guessable as "password123").
 *
 * @example
 * passwordProblem('abc12') // 'tooShort'
 * passwordProblem('qwertyuiop') // 'tooCommon'
 * passwordProblem('ciorba-de-burta-2026') // null
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'tooCommon';
  return null;
}
