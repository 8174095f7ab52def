import { waitFor } from 'storybook/test';

/**
 * The widget's rendered root inside the shadow root of the story's `n`-th `<nutrimenu-menu>`,
 * once the widget has put something there; what `within` queries.
 */
export async function widgetShadow(canvasElement: HTMLElement, index = 0): Promise<HTMLElement> {
  return waitFor(() => {
    const host = canvasElement.querySelectorAll('nutrimenu-menu')[index];
    const root = host?.shadowRoot?.firstElementChild;
    if (!(root instanceof HTMLElement)) throw new Error('The widget has not rendered yet');
    return root;
  });
}
