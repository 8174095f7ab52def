import { BUILD_DESCRIPTOR_PATH } from './releaseDescriptor';

/** Every few minutes while the page is visible, and whenever it becomes visible again. */
export const RELEASE_POLL_INTERVAL_MS = 5 * 60_000;

/**
 * Polls the build descriptor and calls `onNewRelease` once, with the new id, when it names
 * another release than `current`; then stops. A failed poll (offline, a deployment in progress)
 * is ignored until the next one. Returns the stopper.
 *
 * @example
 * const stop = watchForNewRelease({ current: 'a1b2', onNewRelease: () => setBanner(true) });
 */
export function watchForNewRelease(options: {
  current: string;
  onNewRelease: (release: string) => void;
  target?: Window;
  intervalMs?: number;
}): () => void {
  const { current, onNewRelease } = options;
  const target = options.target ?? window;
  let stopped = false;
  let checking = false;

  async function check() {
    if (stopped || checking || target.document.visibilityState === 'hidden') return;
    checking = true;
    try {
      const response = await target.fetch(BUILD_DESCRIPTOR_PATH, { cache: 'no-store' });
      if (!response.ok) return;
      const descriptor: unknown = await response.json();
      const release =
        typeof descriptor === 'object' && descriptor !== null && 'release' in descriptor
          ? descriptor.release
          : undefined;
      if (!stopped && typeof release === 'string' && release !== '' && release !== current) {
        stop();
        onNewRelease(release);
      }
    } catch {
      // Offline or mid-deployment: the next poll tries again.
    } finally {
      checking = false;
    }
  }

  const onVisibility = () => void check();
  const timer = target.setInterval(onVisibility, options.intervalMs ?? RELEASE_POLL_INTERVAL_MS);
  target.document.addEventListener('visibilitychange', onVisibility);

  function stop() {
    stopped = true;
    target.clearInterval(timer);
    target.document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
