import {
  LISTING_PAGE_SIZE,
  type RestaurantListing,
  restaurantListingSchema,
  searchWords,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE } from '@nutrimenu/core/locale';
import type { Payload } from 'payload';
import { utcDay } from '../collections/Subscriptions/days';
import { buildRestaurantListing, type RestaurantListingRequest } from './buildRestaurantListing';
import { contentVersion } from './contentVersion';
import { readListingVersion } from './storedDocuments/listingVersion';
import type { StoredDocument } from './storedDocuments/storedDocument';

// The most restaurant cards kept, over every listing kept: some 30 MB at most.
const MAX_CARDS = 30_000;

/** A listing, and how it is sent: checked against its contract once, when computed. */
export interface KeptListing {
  listing: RestaurantListing;
  stored: StoredDocument;
}

interface Kept {
  listing: Promise<KeptListing>;
  cards: number;
}

async function computeListing(
  payload: Payload,
  request: RestaurantListingRequest,
): Promise<KeptListing> {
  const parsed = restaurantListingSchema.safeParse(await buildRestaurantListing(payload, request));
  if (!parsed.success) {
    payload.logger.error(
      { issues: parsed.error.issues },
      'The restaurant listing does not match its contract',
    );
    throw new Error('The restaurant listing does not match its contract');
  }
  return {
    listing: parsed.data,
    stored: {
      etag: `"${contentVersion(parsed.data)}"`,
      body: JSON.stringify(parsed.data),
      validUntil: null,
    },
  };
}

let version: string | undefined;
const kept = new Map<string, Kept>();
let cards = 0;

function forget(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  cards -= entry.cards;
}

/**
 * The restaurant listing, computed once per request shape and listings' version
 * (storedDocuments/listingVersion: every change a listing can show gives it a new one, in the
 * change's transaction) and UTC day (a subscription covers whole days, so `hasPublicMenu` may
 * change at midnight and at no other time); reused by this process until either changes, the
 * least recently read dropped first past MAX_CARDS cards. Reading the version is one indexed
 * row: a listing at provider scale costs that instead of sorting, counting and faceting every
 * restaurant, and it is sent as it was checked and serialized then. Concurrent reads of one
 * listing share its computation. Throws when the listing breaks its contract (a bug).
 */
export async function cachedRestaurantListing(
  payload: Payload,
  request: RestaurantListingRequest,
): Promise<KeptListing> {
  const now = request.now ?? new Date();
  const current = await readListingVersion(payload);
  if (current !== version) {
    kept.clear();
    cards = 0;
    version = current;
  }
  // What the result depends on, normalized as buildRestaurantListing reads it.
  const key = JSON.stringify([
    utcDay(now),
    request.locale ?? DEFAULT_LOCALE,
    request.cities,
    request.specifics,
    request.brand ?? null,
    searchWords(request.query ?? ''),
    request.page ?? 1,
    request.pageSize ?? LISTING_PAGE_SIZE,
  ]);
  const known = kept.get(key);
  if (known) {
    // The most recently read last: the first in the map is dropped first.
    kept.delete(key);
    kept.set(key, known);
    return known.listing;
  }
  const entry: Kept = { listing: computeListing(payload, { ...request, now }), cards: 0 };
  kept.set(key, entry);
  try {
    const listing = await entry.listing;
    if (kept.get(key) === entry) {
      entry.cards = Math.max(1, listing.listing.restaurants.length);
      cards += entry.cards;
      for (const [oldest] of kept) {
        if (cards <= MAX_CARDS || oldest === key) break;
        forget(oldest);
      }
    }
    return listing;
  } catch (error) {
    // A failed computation is not kept: the next read tries again.
    if (kept.get(key) === entry) kept.delete(key);
    throw error;
  }
}
