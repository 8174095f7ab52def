import type { Decorator } from '@storybook/react-vite';

/** The narrowest phone the storefront is laid out for. */
export const PHONE_WIDTH = 360;

/** Renders the story in a box `width` pixels wide, measured by `expectNoHorizontalOverflow`. */
export function withWidth(width: number): Decorator {
  return (Story) => (
    <div className="story-width" style={{ width, maxWidth: width }}>
      <Story />
    </div>
  );
}
