import { expect } from 'storybook/test';

/**
 * Fails when anything in the story's width box (`withWidth`) sticks out sideways: the box's
 * scroll width counts every overflowing descendant, so a name that does not wrap shows up here.
 */
export function expectNoHorizontalOverflow(canvasElement: HTMLElement): void {
  const box = canvasElement.querySelector<HTMLElement>('.story-width');
  if (!box) throw new Error('The story has no width box (withWidth)');
  expect(box.scrollWidth, 'content wider than the box').toBeLessThanOrEqual(box.clientWidth);
}
