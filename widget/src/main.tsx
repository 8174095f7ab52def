import { render } from 'preact';
import { MenuWidget } from './MenuWidget';
import { parseEmbedSettings } from './parseEmbedSettings';
import { WIDGET_CSS } from './widgetStyles';

/*
 * The widget's entry: an IIFE with no exports, so it adds nothing to `window`; the only global
 * trace is the `nutrimenu-menu` custom element. Nothing here may throw into the host page.
 */

// Only readable while this script runs for the first time (null later and in modules).
const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = (() => {
  try {
    return new URL(script?.src || location.href).origin;
  } catch {
    return location.origin;
  }
})();

// One stylesheet shared by every widget on the page. Constructable, so a host page's CSP
// `style-src` (which would block a <style> element) does not apply to it.
let sheet: CSSStyleSheet | undefined;

/** Renders the menu into `host`'s shadow root, reading its settings through `read`. */
function mount(host: HTMLElement, read: (name: string) => string | null): void {
  try {
    const settings = parseEmbedSettings(read, {
      lang: document.documentElement.lang,
      // Always a list where adoptedStyleSheets exist (Safari 16.4+, Chrome 73+).
      languages: navigator.languages,
      origin: scriptOrigin,
    });
    if (!settings) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(WIDGET_CSS);
    }
    root.adoptedStyleSheets = [sheet];
    render(
      <div class="r">
        <MenuWidget {...settings} siteOrigin={scriptOrigin} />
      </div>,
      root,
    );
  } catch (error) {
    console.warn('[nutrimenu] the menu could not be shown', error);
  }
}

try {
  if (!customElements.get('nutrimenu-menu')) {
    customElements.define(
      'nutrimenu-menu',
      class extends HTMLElement {
        connectedCallback() {
          mount(this, (name) => this.getAttribute(name));
        }
      },
    );
  }
  // A host element only for an embed with a restaurant, placed by `data-target` if given.
  if (script?.dataset.restaurant) {
    const data = script.dataset;
    const target = data.target ? document.getElementById(data.target) : null;
    const host = document.createElement('div');
    host.className = 'nutrimenu-menu';
    if (target) target.append(host);
    else script.after(host);
    mount(host, (name) => data[name] ?? null);
  }
} catch (error) {
  console.warn('[nutrimenu] the menu could not be shown', error);
}
