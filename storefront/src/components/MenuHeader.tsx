import type { PublicMenu } from '@nutrimenu/core/contract';
import { memo } from 'react';
import { usePage } from '../PageContext';
import { brandThemeStyle } from '../styles/brandThemeStyle';
import { ICON_PATHS, Icon } from './Icon';
import { RestaurantLinks } from './RestaurantLinks';
import './MenuHeader.css';
import { srcSetOf } from '../images/imageSources';

// The cover spans the page's column: the whole screen on a phone, 48rem from there on.
const COVER_SIZES = '(min-width: 48rem) 48rem, 100vw';

export { menuPath } from './MenuSwitcher';

/**
 * The restaurant's compact card on the brand's colour: the cover as a low banner, logo, name,
 * address and one row of links, so that on a phone the dishes start on the first screen. The
 * cover is the page's first image: loaded at once, its box reserved by its size.
 */
export const MenuHeader = memo(function MenuHeader({
  document,
}: {
  document: Pick<PublicMenu, 'restaurant' | 'menus'> & { menu: { slug: string } | null };
}) {
  const { brand } = usePage();
  const { restaurant } = document;
  const { cover, logo } = restaurant;
  return (
    <header className="menu-header" style={brandThemeStyle(brand)}>
      <div className="menu-header-card accent">
        {cover && (
          <img
            className="menu-header-cover"
            src={cover.url}
            width={cover.width}
            height={cover.height}
            alt={cover.alt}
            srcSet={srcSetOf(cover)}
            sizes={srcSetOf(cover) && COVER_SIZES}
            fetchPriority="high"
          />
        )}
        <div className="menu-header-identity">
          {logo && (
            // The name is written beside the logo: the image adds nothing to read out.
            <img
              className="menu-header-logo"
              src={logo.url}
              width={logo.width}
              height={logo.height}
              alt=""
            />
          )}
          <div>
            <h1>{restaurant.name}</h1>
            <p className="menu-header-address">
              <Icon path={ICON_PATHS.pin} />
              {restaurant.address ?? restaurant.city}
            </p>
          </div>
        </div>
      </div>
      <RestaurantLinks restaurant={restaurant} />
    </header>
  );
});
