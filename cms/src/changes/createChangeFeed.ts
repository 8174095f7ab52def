import { type ContentChange, contentChangeSchema } from '@nutrimenu/core/contract';
import pg from 'pg';
import { CHANGE_CHANNEL } from './changeChannel';

/** One subscriber of the feed: a storefront's change stream on this CMS instance. */
export interface ChangeSubscriber {
  /** A change committed by any CMS instance on this database. */
  change(change: ContentChange): void;
  /**
   * The feed (re)started listening: changes committed before may have gone unseen (the first
   * connection, or the database connection lost and reconnected), so the subscriber drops
   * everything it cached.
   */
  ready(): void;
}

export interface ChangeFeed {
  /**
   * Adds a subscriber; its `ready` is called once the feed listens (at once when it already
   * does). Returns the function that removes it.
   */
  subscribe(subscriber: ChangeSubscriber): () => void;
  /** Whether the dedicated connection is listening now. */
  readonly listening: boolean;
  /** Closes the connection and stops reconnecting. */
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  databaseUrl: string;
  log: { info(message: string): void; warn(message: string): void };
  /** The first delay before reconnecting; it doubles with each failed attempt, up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * The database's write-ahead log position now, on the listening connection: a notification is
 * delivered once its transaction committed, so this is past the change. Its queries run in the
 * order the notifications came, so the changes keep their order. Undefined if the connection
 * fails meanwhile (its loss is handled by the feed): the change is relayed without it.
 */
async function positionAfterCommit(listener: pg.Client): Promise<string | undefined> {
  try {
    const { rows } = await listener.query<{ position: string }>(
      'SELECT pg_current_wal_insert_lsn()::text AS position',
    );
    return rows[0]?.position;
  } catch {
    return undefined;
  }
}

/**
 * This CMS instance's view of every instance's committed changes: one dedicated PostgreSQL
 * connection (outside Payload's pool, which would hand it to queries) that `LISTEN`s on the
 * change channel, opened when the first subscriber comes and kept from then on; lost, it
 * reconnects with exponential backoff (while anyone subscribes) and tells each subscriber `ready`
 * again, since notifications sent meanwhile are gone. Notifications that are not a ContentChange are logged
 * and dropped. Each change goes out with the database's position after it (positionAfterCommit),
 * so a storefront never takes a lagging read replica's older document for the changed one.
 *
 * @example
 * const feed = createChangeFeed({ databaseUrl, log: console });
 * const unsubscribe = feed.subscribe({ change: (c) => send(c), ready: () => send('ready') });
 */
export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const { databaseUrl, log } = options;
  const minDelayMs = options.minDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const subscribers = new Set<ChangeSubscriber>();
  let client: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let delayMs = minDelayMs;
  let retryTimer: NodeJS.Timeout | undefined;

  function each(call: (subscriber: ChangeSubscriber) => void) {
    for (const subscriber of [...subscribers]) {
      try {
        call(subscriber);
      } catch (error) {
        log.warn(`a change stream subscriber failed: ${String(error)}`);
      }
    }
  }

  async function relay(listener: pg.Client, message: pg.Notification) {
    let parsed: ReturnType<typeof contentChangeSchema.safeParse>;
    try {
      parsed = contentChangeSchema.safeParse(JSON.parse(message.payload ?? ''));
    } catch {
      parsed = contentChangeSchema.safeParse(undefined);
    }
    if (!parsed.success) {
      log.warn(`ignored a malformed change notification: ${message.payload ?? '(empty)'}`);
      return;
    }
    const change = { ...parsed.data, position: await positionAfterCommit(listener) };
    each((subscriber) => subscriber.change(change));
  }

  function scheduleConnect() {
    if (closed || connecting || client || retryTimer || subscribers.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delayMs);
    // A feed waiting to reconnect must not keep the process alive on its own.
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }

  function lost(candidate: pg.Client, reason: string) {
    if (client !== candidate) return;
    client = null;
    log.warn(`the change feed lost its database connection (${reason}): reconnecting`);
    candidate.end().catch(() => undefined);
    scheduleConnect();
  }

  async function connect() {
    if (closed || connecting || client) return;
    connecting = true;
    const candidate = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'nutrimenu-change-feed',
      keepAlive: true,
    });
    candidate.on('notification', (message) => void relay(candidate, message));
    candidate.on('error', (error) => lost(candidate, error.message));
    candidate.on('end', () => lost(candidate, 'connection ended'));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      connecting = false;
      candidate.removeAllListeners();
      candidate.on('error', () => undefined);
      await candidate.end().catch(() => undefined);
      log.warn(`the change feed could not listen (${String(error)}): retrying in ${delayMs} ms`);
      scheduleConnect();
      return;
    }
    connecting = false;
    if (closed) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    delayMs = minDelayMs;
    log.info(`the change feed listens on ${CHANGE_CHANNEL}`);
    each((subscriber) => subscriber.ready());
  }

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      if (client) subscriber.ready();
      else if (!connecting && !retryTimer) void connect();
      return () => {
        subscribers.delete(subscriber);
      };
    },
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      subscribers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
