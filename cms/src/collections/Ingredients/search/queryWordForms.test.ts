import { expect, test } from 'vitest';
import { requiredWords, wordForms } from './queryWordForms';

test.each([
  [
    ['echine', 'de', 'porc'],
    ['echine', 'porc'],
  ],
  [
    ['gigot', 'd', 'agneau'],
    ['gigot', 'agneau'],
  ],
  [
    ['leg', 'of', 'lamb'],
    ['leg', 'lamb'],
  ],
  [
    ['ou', 'prajit'],
    ['ou', 'prajit'],
  ],
  [['de'], ['de']],
])('requiredWords(%j) is %j', (words, expected) => {
  expect(requiredWords(words)).toEqual(expected);
});

test.each([
  ['carrots', ['carrots', 'carrot']],
  ['tomatoes', ['tomatoes', 'tomatoe', 'tomato']],
  ['anchovies', ['anchovies', 'anchovie', 'anchovy']],
  ['oeufs', ['oeufs', 'oeuf']],
  ['hus', ['hus']],
  ['pois', ['pois']],
  ['huevos', ['huevos']],
  ['swiss', ['swiss']],
  ['ham', ['ham']],
])('wordForms(%s) is %j', (word, expected) => {
  expect(wordForms(word)).toEqual(expected);
});
