import { describe, expect, test, vi } from 'vitest';
import { watchForNewRelease } from './watchForNewRelease';

/** An answer of the fake fetch: settles within microtasks, so `settle()` sees its effect. */
type Answer = () => Promise<Pick<Response, 'ok' | 'json'>>;

/** Just what the watcher uses of a window: a document, fetch and an interval it can drive. */
function fakeWindow(answers: Answer[]) {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  let poll: (() => void) | undefined;
  const fetched: string[] = [];
  const target = {
    document,
    fetch: async (url: string, init?: RequestInit) => {
      fetched.push(`${url} ${init?.cache}`);
      const answer = answers.shift();
      if (!answer) throw new TypeError('no more answers');
      return answer();
    },
    setInterval: (callback: () => void) => {
      poll = callback;
      return 1;
    },
    clearInterval: () => {
      poll = undefined;
    },
  };
  return {
    target: target as unknown as Window,
    fetched,
    tick: () => poll?.(),
    becomeVisible: (state: 'visible' | 'hidden') => {
      document.visibilityState = state;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const json =
  (body: unknown, ok = true): Answer =>
  async () => ({ ok, json: async () => body });

// Every answer settles within microtasks, which all run before the next timer.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchForNewRelease', () => {
  test('announces a new release once, then stops polling', async () => {
    const page = fakeWindow([json({ release: 'a' }), json({ release: 'b' })]);
    const onNewRelease = vi.fn();
    watchForNewRelease({ current: 'a', onNewRelease, target: page.target });
    page.tick();
    await settle();
    expect(onNewRelease).not.toHaveBeenCalled();
    page.becomeVisible('visible');
    await settle();
    expect(onNewRelease).toHaveBeenCalledWith('b');
    page.tick();
    page.becomeVisible('visible');
    expect(page.fetched).toEqual(['/build.json no-store', '/build.json no-store']);
  });

  test('does not poll while the page is hidden', () => {
    const page = fakeWindow([json({ release: 'b' })]);
    watchForNewRelease({ current: 'a', onNewRelease: vi.fn(), target: page.target });
    page.becomeVisible('hidden');
    page.tick();
    expect(page.fetched).toEqual([]);
  });

  test('ignores failed polls and answers without a release', async () => {
    const page = fakeWindow([
      async () => {
        throw new TypeError('offline');
      },
      json('<html>', false),
      json({ version: 2 }),
      json({ release: 'b' }),
    ]);
    const onNewRelease = vi.fn();
    watchForNewRelease({ current: 'a', onNewRelease, target: page.target });
    for (let poll = 1; poll <= 3; poll += 1) {
      page.tick();
      await settle();
    }
    expect(page.fetched).toHaveLength(3);
    expect(onNewRelease).not.toHaveBeenCalled();
    page.tick();
    await settle();
    expect(onNewRelease).toHaveBeenCalledWith('b');
  });

  test('the returned function stops the polling', () => {
    const page = fakeWindow([json({ release: 'b' })]);
    const stop = watchForNewRelease({ current: 'a', onNewRelease: vi.fn(), target: page.target });
    stop();
    page.tick();
    page.becomeVisible('visible');
    expect(page.fetched).toEqual([]);
  });
});
