import { z } from 'zod';
import { isDatabasePosition } from './databasePosition';
import { PUBLIC_API_PATH } from './publicApiPaths';

/**
 * What the CMS announces once a save of public content commits: the restaurant whose pages show
 * the document (its slug), or `null` when the change can show on every page (a brand, a brand
 * page, a shared ingredient). Sent as the body of `POST /api/revalidate` on each storefront of
 * STOREFRONT_REVALIDATE_URL, as the payload of the PostgreSQL notification, and as the data of
 * each `change` event of the CMS's change stream (`GET /api/public/changes`).
 */
export const contentChangeSchema = z.object({
  restaurant: z.string().min(1).nullable(),
  collection: z.string().min(1),
  id: z.union([z.string().min(1), z.number()]),
  /**
   * The database's position once the change committed (databasePosition), added by the CMS
   * instance that relays the change stream: what a document fetched again because of this change
   * must be at least as new as. Absent from the notification itself and from POST /api/revalidate.
   */
  position: z
    .string()
    .refine(isDatabasePosition, { error: 'position must be a database position such as 0/3001130' })
    .optional(),
});

export type ContentChange = z.infer<typeof contentChangeSchema>;

/** The same shape in words, for error messages of the receivers. */
export const CONTENT_CHANGE_SHAPE =
  '{ "restaurant": slug or null, "collection": string, "id": string or number, "position"?: database position }';

/**
 * The change stream's events (Server-Sent Events, `event:` field). `ready`: the CMS now relays
 * every change, and the subscriber may have missed some before (a first connection, a reconnect,
 * the CMS's own database listener reconnecting): drop everything cached. `change`: one
 * ContentChange as JSON.
 */
export const CHANGE_STREAM_EVENTS = { ready: 'ready', change: 'change' } as const;

/** The path of the change stream on the CMS, under its API. */
export const CHANGE_STREAM_PATH = `${PUBLIC_API_PATH}/changes` as const;
