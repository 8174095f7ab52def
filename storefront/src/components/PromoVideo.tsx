import { usePage } from '../PageContext';
import './PromoVideo.css';

const CAPTION_ID = 'promo-video-caption';

/**
 * The brand's promotional video. Nothing is downloaded until the visitor presses play (a diner
 * on a mobile connection did not come for it), and its box is reserved so nothing moves.
 */
export function PromoVideo({ src }: { src: string }) {
  const { t } = usePage();
  return (
    <figure className="promo-video">
      {/* biome-ignore lint/a11y/useMediaCaption: the brand's media field has no captions file yet; a <track> comes with one. */}
      <video src={src} controls preload="none" playsInline aria-labelledby={CAPTION_ID} />
      <figcaption id={CAPTION_ID}>{t('home.video.caption')}</figcaption>
    </figure>
  );
}
