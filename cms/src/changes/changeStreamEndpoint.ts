import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CHANGE_STREAM_EVENTS,
  CHANGE_STREAM_PATH,
  type ContentChange,
  cmsEndpointPath,
} from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { env } from '../env';
import { processChangeFeed } from './processChangeFeed';

/** A comment line this often keeps proxies from closing an idle stream and lets the
 * subscriber tell a live CMS from a hung one. */
export const HEARTBEAT_MS = 15_000;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** `Bearer <secret>`, compared in constant time whatever the token's length. */
function bearerMatches(header: string | null, secret: string): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(token), digest(secret));
}

function refusal(status: 401 | 503, message: string): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  return Response.json({ message }, { status, headers });
}

function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /api/public/changes`: the change stream every storefront instance subscribes to
 * (Server-Sent Events, bearer REVALIDATE_SECRET). Any CMS instance relays the changes committed
 * by every instance on the same database (processChangeFeed), so it works behind a load
 * balancer. Events: `ready` once the instance listens (and again after it reconnected to the
 * database: the subscriber drops everything cached), `change` with a ContentChange for each
 * committed change; a comment every HEARTBEAT_MS. Never cached. 401 without the right token,
 * 503 when the CMS has no REVALIDATE_SECRET.
 */
export const changeStreamEndpoint: Endpoint = {
  path: cmsEndpointPath(CHANGE_STREAM_PATH),
  method: 'get',
  handler: async (req) => {
    const secret = env().REVALIDATE_SECRET;
    if (!secret) {
      return refusal(503, 'The change stream is off: the CMS has no REVALIDATE_SECRET.');
    }
    if (!bearerMatches(req.headers.get('authorization'), secret)) {
      return refusal(401, 'Send Authorization: Bearer <REVALIDATE_SECRET>.');
    }
    const feed = processChangeFeed(req.payload);
    const encoder = new TextEncoder();
    let finish = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        let heartbeat: ReturnType<typeof setInterval> | undefined;
        let unsubscribe = () => {};
        // Ends everything this subscriber holds, whichever side goes first.
        finish = () => {
          if (!open) return;
          open = false;
          clearInterval(heartbeat);
          unsubscribe();
          try {
            controller.close();
          } catch {
            // Already closed by the client's disconnect.
          }
        };
        const send = (text: string) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            finish();
          }
        };
        // A client following the SSE spec retries after this many milliseconds.
        send('retry: 1000\n\n');
        heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
        unsubscribe = feed.subscribe({
          ready: () => send(sseEvent(CHANGE_STREAM_EVENTS.ready, {})),
          change: (change: ContentChange) => send(sseEvent(CHANGE_STREAM_EVENTS.change, change)),
        });
        req.signal?.addEventListener('abort', () => finish(), { once: true });
      },
      cancel() {
        finish();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: no compression layer may buffer the events.
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      },
    });
  },
};
