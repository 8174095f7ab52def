'use client';

import { useEffect } from 'react';
import type { FirstDayMemory } from './firstDaySteps';
import { rememberFirstDay } from './rememberFirstDay';

/**
 * Rendered while a restaurant without dishes shows its checklist for the first time: remembers
 * that it started, so the checklist stays (ticking) after the first dish, until every step is done.
 */
export function StartFirstDay({
  restaurantId,
  memory,
}: {
  restaurantId: number | string;
  memory: FirstDayMemory;
}) {
  useEffect(() => {
    void rememberFirstDay(restaurantId, { ...memory, started: true });
  }, [restaurantId, memory]);
  return null;
}
