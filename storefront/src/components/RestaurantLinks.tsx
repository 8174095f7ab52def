import type { RestaurantLinks as Links, PublicRestaurant } from '@nutrimenu/core/contract';
import type { MessageKey } from '@nutrimenu/core/messages';
import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';
import { telHref } from './telHref';
import './RestaurantLinks.css';

type LinkKind = keyof Links | 'phone';

// What a diner reaching the menu needs first (booking, finding, calling the place, its site)
// sits in the row; the social pages and reviews are folded under "More".
const ROW_KINDS = ['reservation', 'map', 'phone', 'website'] as const satisfies readonly LinkKind[];
const MORE_KINDS = ['facebook', 'instagram', 'review'] as const satisfies readonly LinkKind[];

const ICONS: Record<LinkKind, string> = {
  reservation: ICON_PATHS.calendar,
  map: ICON_PATHS.pin,
  phone: ICON_PATHS.phone,
  website: ICON_PATHS.globe,
  facebook: ICON_PATHS.social,
  instagram: ICON_PATHS.camera,
  review: ICON_PATHS.star,
};

interface PresentLink {
  kind: LinkKind;
  url: string;
  label: string;
}

function presentLinks(
  restaurant: PublicRestaurant,
  kinds: readonly LinkKind[],
  t: (key: MessageKey) => string,
): PresentLink[] {
  return kinds.flatMap((kind): PresentLink[] => {
    if (kind === 'phone') {
      const phone = restaurant.phone;
      return phone
        ? [{ kind, url: telHref(phone), label: `${t('restaurant.call')} ${phone}` }]
        : [];
    }
    const url = restaurant.links[kind];
    return url ? [{ kind, url, label: t(`restaurant.${kind}` satisfies MessageKey) }] : [];
  });
}

/** A link opening an external page in a new tab without a handle on this one (`noopener`). */
function LinkTo({ link, iconOnly }: { link: PresentLink; iconOnly: boolean }) {
  const external = link.kind !== 'phone';
  return (
    <a
      href={link.url}
      title={iconOnly ? link.label : undefined}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      <Icon path={ICONS[link.kind]} />
      <span className={iconOnly ? 'visually-hidden' : undefined}>{link.label}</span>
    </a>
  );
}

/**
 * The restaurant's links in one row of icons (each named for screen readers and by its tooltip),
 * the rest folded under "More" with their names written out: a <details>, so it opens without
 * JavaScript. The row stays one line on a 390 px phone, keeping the dishes on the first screen.
 */
export function RestaurantLinks({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = usePage();
  const row = presentLinks(restaurant, ROW_KINDS, t);
  const more = presentLinks(restaurant, MORE_KINDS, t);
  if (row.length === 0 && more.length === 0) return null;
  return (
    <div className="restaurant-links">
      {row.length > 0 && (
        <ul className="restaurant-links__row">
          {row.map((link) => (
            <li key={link.kind} className={`restaurant-link-${link.kind}`}>
              <LinkTo link={link} iconOnly />
            </li>
          ))}
        </ul>
      )}
      {more.length > 0 && (
        <details className="restaurant-links__more">
          <summary>{t('restaurant.more')}</summary>
          <ul>
            {more.map((link) => (
              <li key={link.kind} className={`restaurant-link-${link.kind}`}>
                <LinkTo link={link} iconOnly={false} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
