import { describe, expect, test } from 'vitest';
import { doneSteps, type FirstDayFacts, showsChecklist } from './firstDaySteps';

const facts = (overrides: Partial<FirstDayFacts>): FirstDayFacts => ({
  hasDish: false,
  dishOnMenu: false,
  memory: {},
  ...overrides,
});

describe('the first-day checklist', () => {
  test('shows for a restaurant without a dish, nothing done', () => {
    const empty = facts({});
    expect(showsChecklist(empty)).toBe(true);
    expect(Object.values(doneSteps(empty))).toEqual([false, false, false, false]);
  });

  test('keeps showing once started, ticking steps as they are done', () => {
    const halfway = facts({ hasDish: true, dishOnMenu: true, memory: { started: true } });
    expect(showsChecklist(halfway)).toBe(true);
    expect(doneSteps(halfway)).toEqual({
      addDish: true,
      addToMenu: true,
      openMenu: false,
      downloadQr: false,
    });
  });

  test('goes away when every step is done', () => {
    const done = facts({
      hasDish: true,
      dishOnMenu: true,
      memory: { started: true, openedMenu: true, downloadedQr: true },
    });
    expect(showsChecklist(done)).toBe(false);
  });

  test('never shows for a restaurant that had dishes before its owner looked', () => {
    expect(showsChecklist(facts({ hasDish: true }))).toBe(false);
  });
});
