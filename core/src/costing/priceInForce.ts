/**
 * The price in force at `now` among an ingredient's prices: the one with the latest `validFrom`
 * not after `now`; of two with the same `validFrom`, the later in the list (callers list them
 * in the order they were entered). `null` when every price starts in the future or there is none.
 * The older ones are the price history.
 *
 * @example
 * priceInForce([{ validFrom: '2026-01-01', price: 10 }, { validFrom: '2026-06-01', price: 12 }],
 *   new Date('2026-03-01')) // { validFrom: '2026-01-01', price: 10 }
 */
export function priceInForce<T extends { validFrom: string | Date }>(
  prices: readonly T[],
  now: Date,
): T | null {
  const limit = now.getTime();
  let best: T | null = null;
  let bestTime = Number.NEGATIVE_INFINITY;
  for (const price of prices) {
    const time = new Date(price.validFrom).getTime();
    if (Number.isNaN(time) || time > limit) continue;
    if (time >= bestTime) {
      best = price;
      bestTime = time;
    }
  }
  return best;
}
