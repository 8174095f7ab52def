import { LOCALE_NAMES } from '@nutrimenu/core/locale';
import { PromoVideo } from '@nutrimenu/storefront/src/components/PromoVideo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brand } from '../__fixtures__/brand';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: PromoVideo,
  args: { src: brand.promoVideo ?? '' },
} satisfies Meta<typeof PromoVideo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing is downloaded until play is pressed (the file does not exist here). */
export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('home.video.caption'))).toBeVisible();
    await expect(canvasElement.querySelector('video')).toHaveAttribute('preload', 'none');
    await expect(canvasElement.querySelectorAll('track')).toHaveLength(0);
  },
};

/**
 * Captions in English and Romanian (WCAG 2.2 SC 1.2.2), read from the page's own origin
 * (`public/promo-video/captions/*.vtt` here, the storefront's route in production); the page's
 * locale is the track shown by default, and the browser really loads its cues.
 */
export const Captioned: Story = {
  args: { captions: ['en', 'ro'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const tracks = [...canvasElement.querySelectorAll('track')];
    await expect(
      tracks.map((track) => [track.kind, track.srclang, track.label, track.default]),
    ).toEqual([
      ['captions', 'en', LOCALE_NAMES.en, true],
      ['captions', 'ro', LOCALE_NAMES.ro, false],
    ]);
    await expect(tracks[0]).toHaveAttribute('src', '/promo-video/captions/en.vtt');
    const video = canvasElement.querySelector('video');
    const shown = video?.textTracks[0];
    if (!shown) throw new Error('The video has no text track');
    shown.mode = 'showing';
    await waitFor(() => expect(shown.cues?.length).toBeGreaterThan(0), { timeout: 5000 });
    const [cue] = Array.from(shown.cues ?? []) as VTTCue[];
    await expect(cue?.text).toBe('Welcome to Nutrimenu!');
  },
};

/** Captioned in Romanian only: a page in another locale shows the default locale's track. */
export const CaptionedInTheDefaultLocaleOnly: Story = {
  args: { captions: ['ro'] },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const [track, ...others] = [...canvasElement.querySelectorAll('track')];
    await expect(others).toHaveLength(0);
    await expect(track).toHaveAttribute('srclang', 'ro');
    await expect(track?.default).toBe(true);
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
