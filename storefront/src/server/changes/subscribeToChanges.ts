import {
  CHANGE_STREAM_EVENTS,
  CHANGE_STREAM_PATH,
  type ContentChange,
  contentChangeSchema,
} from '@nutrimenu/core/contract';
import { createParser } from 'eventsource-parser';

export interface ChangeSubscriptionOptions {
  cmsUrl: string;
  /** REVALIDATE_SECRET, sent as the bearer token. */
  secret: string;
  /** A change committed in the CMS: drop what it affects. */
  onChange(change: ContentChange): void;
  /** Connected (or reconnected) and the CMS relays every change from now on: changes may have
   * been missed before, so drop everything. */
  onReady(): void;
  log?: (message: string) => void;
  /** No byte (the CMS sends a heartbeat every 15 s) for this long: the connection is taken for
   * dead and made anew. */
  idleTimeoutMs?: number;
  /** The first delay before reconnecting; it doubles with each failure, up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
}

export interface ChangeSubscription {
  /** Whether the stream is open and the CMS has said `ready`. */
  readonly connected: boolean;
  /** Stops the subscription and closes its connection. */
  close(): void;
}

/**
 * Subscribes to the CMS's change stream (`GET /api/public/changes` through CMS_URL, so behind a
 * load balancer any CMS instance will do: each relays every instance's changes) and calls
 * `onChange` for each committed change and `onReady` on every (re)connection. A long-lived call
 * of its own: not under the per-call deadline or the circuit breaker of page reads (it would hold
 * the breaker's verdict hostage to one idle connection), but given up when idle past
 * `idleTimeoutMs` and made again with exponential backoff, whatever went wrong (a refused token
 * is logged and retried at the longest delay, as the CMS may be being reconfigured).
 *
 * @example
 * const changes = subscribeToChanges({ cmsUrl, secret, onChange: (c) => purge(c.restaurant), onReady: () => purge(null) });
 * process.on('SIGTERM', () => changes.close());
 */
export function subscribeToChanges(options: ChangeSubscriptionOptions): ChangeSubscription {
  const log = options.log ?? ((message: string) => console.log(`[storefront] ${message}`));
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000;
  const minDelayMs = options.minDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const upstream = options.fetch ?? fetch;
  const url = new URL(CHANGE_STREAM_PATH, options.cmsUrl);
  let closed = false;
  let connected = false;
  let controller: AbortController | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = minDelayMs;

  function handleEvent(event: { event?: string | undefined; data: string }) {
    if (event.event === CHANGE_STREAM_EVENTS.ready) {
      connected = true;
      delayMs = minDelayMs;
      log('change stream: connected; dropped every cached document');
      options.onReady();
      return;
    }
    if (event.event !== CHANGE_STREAM_EVENTS.change) return;
    let parsed: ReturnType<typeof contentChangeSchema.safeParse>;
    try {
      parsed = contentChangeSchema.safeParse(JSON.parse(event.data));
    } catch {
      parsed = contentChangeSchema.safeParse(undefined);
    }
    if (!parsed.success) {
      log(`change stream: ignored a malformed change: ${event.data.slice(0, 200)}`);
      return;
    }
    options.onChange(parsed.data);
  }

  // One connection, from its request to its end; resolves with why it ended.
  async function connectOnce(): Promise<string> {
    const current = new AbortController();
    controller = current;
    let idleTimer: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => current.abort(new Error('idle')), idleTimeoutMs);
    };
    touch();
    try {
      const response = await upstream(url, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${options.secret}` },
        signal: current.signal,
      });
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 401 || response.status === 503) delayMs = maxDelayMs;
        return `the CMS answered ${response.status}`;
      }
      const parser = createParser({ onEvent: handleEvent });
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        touch();
        parser.feed(decoder.decode(read.value, { stream: true }));
      }
      return 'the CMS closed the stream';
    } catch (error) {
      if (closed) return 'closed';
      if (current.signal.aborted) return `no heartbeat for ${idleTimeoutMs} ms`;
      return error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(idleTimer);
      connected = false;
      if (controller === current) controller = null;
    }
  }

  async function run() {
    while (!closed) {
      const reason = await connectOnce();
      if (closed) return;
      log(`change stream: disconnected (${reason}); reconnecting in ${delayMs} ms`);
      await new Promise<void>((resolve) => {
        retryTimer = setTimeout(resolve, delayMs);
      });
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }

  void run();

  return {
    get connected() {
      return connected;
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      controller?.abort(new Error('closed'));
    },
  };
}
