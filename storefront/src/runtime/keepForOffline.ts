import { OFFLINE_STORE } from '../offline/offlineStore';

// Pictures loaded at once while choosing: few, so the diner's own taps are never queued behind them.
const PARALLEL_PICTURES = 3;

/** Runs `task` when the browser is idle (or soon, where it cannot tell). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

/** The worker controlling this page: at once on a second visit, after its activation on the first. */
function controllingWorker(): Promise<ServiceWorker> {
  const { controller } = navigator.serviceWorker;
  if (controller) return Promise.resolve(controller);
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        if (navigator.serviceWorker.controller) resolve(navigator.serviceWorker.controller);
      },
      { once: true },
    );
  });
}

/**
 * The address the browser picks for a card's picture on this screen (its width, pixel density
 * and AVIF support), found by a detached copy of the card's `<picture>` (or `<img>`) made eager: the lazy cards below
 * the fold have picked nothing yet. The copy's load is the one the page would make when scrolled.
 */
function chosenAddress(cardImage: HTMLImageElement): Promise<string | null> {
  const picture = cardImage.closest('picture');
  const copy = (picture ?? cardImage).cloneNode(true);
  const image =
    copy instanceof HTMLImageElement
      ? copy
      : copy instanceof Element
        ? copy.querySelector('img')
        : null;
  if (!image) return Promise.resolve(null);
  image.loading = 'eager';
  return image.decode().then(
    () => image.currentSrc || null,
    () => null,
  );
}

async function chosenAddresses(images: HTMLImageElement[]): Promise<string[]> {
  const addresses: string[] = [];
  const queue = [...images];
  const worker = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      const address = await chosenAddress(picture);
      if (address) addresses.push(address);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PICTURES }, worker));
  return addresses;
}

/**
 * Once the page has loaded and the browser is idle, asks the service worker to keep what this
 * page needs offline (the offline page in its locale, a menu's document: sw.js), then, on a
 * menu, the pictures of all its cards, so the ones below the fold show offline too.
 */
export function keepForOffline(): void {
  whenIdle(() => {
    void controllingWorker().then(async (worker) => {
      worker.postMessage({ type: OFFLINE_STORE.keepPageMessage });
      const images = [...document.querySelectorAll<HTMLImageElement>('.dish-card img')];
      if (images.length === 0) return;
      const urls = await chosenAddresses(images);
      worker.postMessage({ type: OFFLINE_STORE.keepImagesMessage, urls });
    });
  });
}
