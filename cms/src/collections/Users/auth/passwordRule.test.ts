import { LOCALES } from '@nutrimenu/core/locale';
import { describe, expect, test } from 'vitest';
import { catalogLabel } from '../../../i18n/catalogLabel';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './passwordRule';

describe('passwordProblem', () => {
  test.each([
    ['five characters', 'abc12', 'tooShort'],
    ['nine characters', 'ciorba-12', 'tooShort'],
    ['nine letters with diacritics (UTF-16 length 9 too)', 'mămăligă1', 'tooShort'],
    ['a common ten-character password', 'qwertyuiop', 'tooCommon'],
    ['a common one in capitals', 'PASSWORD123', 'tooCommon'],
    ['a common digit run', '1234567890', 'tooCommon'],
    ['ten uncommon characters', 'ciorba-1234', null],
    ['a passphrase', 'correct-horse-battery-staple', null],
  ])('%s: %s', (_label, password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

test('the rule the password screens show states the minimum in every language', () => {
  const label = catalogLabel('admin.account.newPassword');
  for (const locale of LOCALES) expect(label[locale]).toContain(String(PASSWORD_MIN_LENGTH));
});
