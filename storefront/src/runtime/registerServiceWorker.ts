import { keepForOffline } from './keepForOffline';

/**
 * Registers the storefront's service worker (src/server/serviceWorker/sw.js) once the page has
 * loaded, so it never competes with the page's own requests, then lets it keep what the page
 * needs offline once the browser is idle (keepForOffline). Production only: the development
 * server serves no worker. A browser without service workers, or one refusing it, keeps working
 * online as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(keepForOffline, (error: unknown) => {
      console.warn('Service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
