/** Where Storybook serves the real widget build (staticDirs in .storybook/main.ts). */
export const WIDGET_SCRIPT_URL = '/widget/widget.js';

let loading: Promise<void> | undefined;

/**
 * Adds the built widget's script tag once, as a host page does, and waits until it has defined
 * `<nutrimenu-menu>`. A story loader: the element upgrades as soon as it is rendered.
 */
export function loadWidgetScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () =>
      reject(
        new Error(`${WIDGET_SCRIPT_URL} did not load: run npm run build -w @nutrimenu/widget`),
      ),
    );
    document.head.append(script);
  }).then(() => customElements.whenDefined('nutrimenu-menu').then(() => undefined));
  return loading;
}
