import type { IncomingMessage, ServerResponse } from 'node:http';
import { PUBLIC_MENU_ROUTE, restaurantCacheTag } from '@nutrimenu/core/contract';
import { chooseEncoding } from '@nutrimenu/core/http';
import pg from 'pg';
import { securityHeadersOutsideFiles } from '../../utilities/adminSecurityHeaders';
import { matchesETag } from '../endpoints/matchesETag';
import { publicMenuAsked } from '../endpoints/publicMenuAsked';
import { STORED_DOCUMENT_TYPE, storedDocumentHeaders } from '../endpoints/storedDocumentAnswer';
import { PRIMARY_POSITION_SQL } from '../readReplica/primaryPositionSql';
import { readOnReplica } from '../readReplica/readOnReplica';
import type { ReplicaLogger } from '../readReplica/replicaPool';
import { menuDocumentKey } from '../storedDocuments/publicDocumentKeys';
import {
  isValidAt,
  type StoredDocumentSqlRow,
  storedDocumentOfRow,
} from '../storedDocuments/storedDocument';
import { sharedEncodedBodies } from './sharedEncodedBodies';

/** The part of a logger the front uses: Payload's pino, or the production server's. */
export interface FrontLogger extends ReplicaLogger {
  warn(details: { err: unknown } | string, message?: string): void;
  error(details: { err: unknown; url?: string }, message: string): void;
}

export interface PublicMenuFrontOptions {
  /** The primary (DATABASE_URL); a read replica comes from DATABASE_READ_URL, as the CMS's own. */
  databaseUrl: string;
  /**
   * Whether DATABASE_READ_URL is set: the menus are then read there first (readOnReplica), and
   * the primary's position goes with one read on the primary, as the endpoint does.
   */
  hasReadReplica: boolean;
  logger: FrontLogger;
  /** The bytes the compressed bodies may take. */
  encodedBytes: number;
}

/** Stored public menus answered before Next (server.ts). */
export interface PublicMenuFront {
  /** Answers `req` when it asks for a stored public menu; false: it is Next's to answer. */
  answer(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
}

// '/api/public/menus/': the address of a menu but its restaurant's slug.
const MENUS_PREFIX = PUBLIC_MENU_ROUTE.slice(0, PUBLIC_MENU_ROUTE.lastIndexOf('/') + 1);

/**
 * The stored public menus, answered as the CMS's endpoint answers them (publicMenuAsked,
 * readStoredMenu, storedDocumentHeaders) but before Next routes the request and Payload makes its
 * request object: on this project's 2-core machine those cost about 5 ms a request, which the row
 * itself does not. A 304 reads the row's ETag only; a body is read and compressed once per
 * version (encodedBodies), or already was when the endpoint built it on a read
 * (prepareEncodedBodies).
 *
 * Everything else is Next's: other addresses, a request that asks for the locales or is refused
 * (400, 404, in the endpoint's words), a menu whose row is missing or expired (the endpoint
 * builds and stores it), and any failure here (the endpoint answers it).
 */
export function createPublicMenuFront(options: PublicMenuFrontOptions): PublicMenuFront {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    // Each read is one indexed row: a few connections serve many requests.
    max: 4,
    idleTimeoutMillis: 30_000,
  });
  // A connection that breaks while idle (the database restarted or stopped) must not end the
  // process; its message says why, its stack only where in pg's parser it was read.
  pool.on('error', (error) => {
    options.logger.warn(`A connection of the public menu front broke: ${error.message}`);
  });
  const encodedBodies = sharedEncodedBodies(options.encodedBytes);

  /** The stored menu of `key` that may be sent, without its body unless a replica gave it. */
  async function locate(
    key: string,
    atLeast: string | undefined,
    now: Date,
  ): Promise<LocatedMenu | null> {
    if (options.hasReadReplica) {
      const replicated = await readOnReplica(options.logger, key, { atLeast, now });
      if (replicated) {
        const { etag, body } = replicated.stored;
        return { etag, position: replicated.position, load: async () => body };
      }
    }
    const { rows } = await pool.query<Pick<StoredDocumentSqlRow, 'etag' | 'valid_until'>>(
      'SELECT etag, valid_until FROM public_documents WHERE key = $1',
      [key],
    );
    const [row] = rows;
    if (!row || !isValidAt(storedDocumentOfRow({ ...row, body: '' }), now)) return null;
    const position = options.hasReadReplica
      ? (await pool.query<{ position: string }>(PRIMARY_POSITION_SQL)).rows[0]?.position
      : undefined;
    return {
      etag: row.etag,
      position,
      // The body is read only when this version's is not kept yet: a 165 KB body costs the
      // database a millisecond, its ETag a fifth of one. A row changed meanwhile gives none.
      load: async () =>
        (
          await pool.query<{ body: string }>(
            'SELECT body FROM public_documents WHERE key = $1 AND etag = $2',
            [key, row.etag],
          )
        ).rows[0]?.body ?? null,
    };
  }

  return {
    async answer(req, res) {
      if (req.method !== 'GET' || !req.url?.startsWith(MENUS_PREFIX)) return false;
      try {
        const url = new URL(req.url, 'http://cms');
        const restaurantSlug = slugOf(url.pathname);
        if (restaurantSlug === undefined) return false;
        const headers = headersOf(req);
        const asked = publicMenuAsked({ headers, url: url.href }, restaurantSlug);
        if (asked.kind !== 'menu') return false;
        const { address } = asked;
        const key = menuDocumentKey(address.restaurantSlug, address.menuSlug, address.locale);
        const located = await locate(key, asked.atLeast, new Date());
        if (!located) return false;
        const answer = storedDocumentHeaders(located.etag, located.position, [
          restaurantCacheTag(restaurantSlug),
        ]);
        for (const { key: name, value } of securityHeadersOutsideFiles(
          headers.get('X-Forwarded-Proto') ?? undefined,
        )) {
          answer.set(name, value);
        }
        // Whatever the encoding of this answer, another request's may differ.
        answer.set('Vary', 'Accept-Encoding');
        if (matchesETag(headers.get('If-None-Match'), located.etag)) {
          res.writeHead(304, Object.fromEntries(answer));
          res.end();
          return true;
        }
        const encoding = chooseEncoding(req.headers);
        const body = await encodedBodies.get(located.etag, encoding, located.load);
        if (!body) return false;
        answer.set('Content-Type', STORED_DOCUMENT_TYPE);
        if (encoding !== 'identity') answer.set('Content-Encoding', encoding);
        answer.set('Content-Length', String(body.length));
        res.writeHead(200, Object.fromEntries(answer));
        res.end(body);
        return true;
      } catch (error) {
        if (res.headersSent) {
          res.destroy(error instanceof Error ? error : undefined);
          return true;
        }
        options.logger.error({ err: error, url: req.url }, 'The public menu front failed');
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** A stored menu found, its body read when it is to be sent. */
interface LocatedMenu {
  etag: string;
  position: string | undefined;
  load: () => Promise<string | null>;
}

/** The restaurant slug of a menu's path, decoded, or undefined when the path is not one. */
function slugOf(pathname: string): string | undefined {
  const rest = pathname.slice(MENUS_PREFIX.length);
  if (rest === '' || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    // Not one Next can decode either: its proxy answers it.
    return undefined;
  }
}

/** A request's headers as the Fetch API's, as the endpoint reads them. */
function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
