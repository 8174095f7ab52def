import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '@nutrimenu/core/locale';
import { usePage } from '../PageContext';
import { promoCaptionsPath } from '../promoCaptionsPath';
import './PromoVideo.css';

const CAPTION_ID = 'promo-video-caption';

/**
 * The brand's promotional video. Nothing of the video is downloaded until the visitor presses
 * play (a diner on a mobile connection did not come for it), and its box is reserved so nothing
 * moves. Its captions (WCAG 2.2 SC 1.2.2) come from the storefront's own origin, one track per
 * captioned locale, shown by default in the page's locale, else in the default locale (only
 * that small text file is fetched early, so captions are on when play is pressed).
 */
export function PromoVideo({
  src,
  poster,
  captions = [],
}: {
  src: string;
  /** The still the brand chose, shown in the reserved box until play (else an empty frame). */
  poster?: string | undefined;
  captions?: readonly Locale[];
}) {
  const { t, locale } = usePage();
  const shown = captions.includes(locale)
    ? locale
    : captions.includes(DEFAULT_LOCALE)
      ? DEFAULT_LOCALE
      : null;
  const track = (code: Locale) => ({
    src: promoCaptionsPath(code),
    srcLang: code,
    label: LOCALE_NAMES[code],
    default: code === shown,
  });
  const [first, ...others] = captions;
  return (
    <figure className="promo-video">
      {first === undefined ? (
        // biome-ignore lint/a11y/useMediaCaption: this video has no captions in any language yet (provider staff add them to the video in the CMS); the branch below renders a <track> for each language that has some.
        <video
          src={src}
          poster={poster}
          controls
          preload="none"
          playsInline
          aria-labelledby={CAPTION_ID}
        />
      ) : (
        <video
          src={src}
          poster={poster}
          controls
          preload="none"
          playsInline
          aria-labelledby={CAPTION_ID}
        >
          <track kind="captions" {...track(first)} />
          {others.map((code) => (
            <track key={code} kind="captions" {...track(code)} />
          ))}
        </video>
      )}
      <figcaption id={CAPTION_ID}>{t('home.video.caption')}</figcaption>
    </figure>
  );
}
