import { describe, expect, test } from 'vitest';
import { cardText, type TextStyle } from './cardText';

const style: TextStyle = {
  weight: 'bold',
  size: 52,
  minSize: 36,
  color: '#ffffff',
  width: 420,
  maxLines: 3,
};

async function oneLineHeight(size: number) {
  return (await cardText('Ăg', { ...style, size, minSize: size }))?.height ?? 0;
}

describe('cardText', () => {
  test('a short name is one line at its full size', async () => {
    const layer = await cardText('Ciorbă de burtă', style);
    // sharp crops the block to its ink: no descender here, so less than a full line.
    expect(layer?.height).toBeGreaterThan(0.6 * (await oneLineHeight(52)));
    expect(layer?.height).toBeLessThanOrEqual(await oneLineHeight(52));
    expect(layer?.width).toBeLessThanOrEqual(style.width);
  });

  test('a long word is set smaller rather than broken', async () => {
    const layer = await cardText('Savanyú húsgombócleveskülönlegesség', style);
    expect(layer?.width).toBeLessThanOrEqual(style.width);
    // Two lines of a smaller size: shorter than two lines at 52.
    expect(layer?.height).toBeLessThan(2 * (await oneLineHeight(52)));
  });

  test('a name too long even at the smallest size keeps to the lines it has', async () => {
    const long = 'Ciorbă de burtă cu smântână și usturoi țărănesc '.repeat(6);
    const layer = await cardText(long, style);
    expect(layer?.width).toBeLessThanOrEqual(style.width);
    expect(layer?.height).toBeLessThanOrEqual((await oneLineHeight(36)) * 3.5);
  });

  test('an empty name draws nothing', async () => {
    expect(await cardText('  ', style)).toBeNull();
  });
});
