import { describe, expect, test } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';

describe('VALIDATION_MESSAGES', () => {
  test('holds the Romanian text of every rule', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: 'Câmpul este obligatoriu.',
      notANumber: 'Valoarea trebuie să fie un număr.',
      positive: 'Numărul trebuie să fie pozitiv.',
      nonNegative: 'Numărul nu poate fi negativ.',
      nameMinLength: 'Numele trebuie să aibă cel puțin 3 caractere.',
      belowAmountLimit: 'Numărul trebuie să fie mai mic decât 9999,99.',
      smallInteger: 'Numărul trebuie să fie un întreg mai mic decât 9999.',
      maxTwoDecimals: 'Numărul poate avea cel mult 2 zecimale.',
      below100: 'Valoarea trebuie să fie mai mică decât 100.',
      integer: 'Numărul trebuie să fie întreg.',
      maxFileSize: 'Fișierul trebuie să aibă cel mult 2 MB.',
    });
  });

  test.each(Object.entries(VALIDATION_MESSAGES).map(([key, message]) => ({ key, message })))(
    '$key uses comma-below ș/ț, not the cedilla look-alikes ş/ţ, and is NFC',
    ({ message }) => {
      expect(message).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
      expect(message).toBe(message.normalize('NFC'));
    },
  );

  test('has a different text for every rule, so a form shows which rule failed', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('writes decimal limits with the Romanian decimal comma', () => {
    expect(VALIDATION_MESSAGES.belowAmountLimit).toContain('9999,99');
    expect(VALIDATION_MESSAGES.belowAmountLimit).not.toContain('9999.99');
  });
});
