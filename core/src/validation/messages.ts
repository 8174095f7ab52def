/**
 * The validation messages, shown in Romanian even in the other locales. Numbers use the Romanian
 * decimal comma. `notANumber` and `nonNegative` are not in the product's list of rules; they
 * cover input the listed rules cannot name (text in a number field, a negative percentage).
 *
 * @example
 * VALIDATION_MESSAGES.required // 'Câmpul este obligatoriu.'
 */
export const VALIDATION_MESSAGES = {
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
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
