import type { AllergenCode } from '@nutrimenu/core/allergens';
import { Icon } from './Icon';

// One line drawing per Annex II allergen, on a 24×24 grid, stroked in the text colour (`.icon` in
// base.css), so an icon never carries meaning the text next to it does not.
const PATHS: Record<AllergenCode, string> = {
  gluten:
    'M12 21V7M12 7c-1.6-1-1.6-3.5 0-4.5 1.6 1 1.6 3.5 0 4.5M12 12c-2.5 0-4-1.5-4-3.5 2.5 0 4 1.5 4 3.5m0 0c2.5 0 4-1.5 4-3.5-2.5 0-4 1.5-4 3.5m0 5c-2.5 0-4-1.5-4-3.5 2.5 0 4 1.5 4 3.5m0 0c2.5 0 4-1.5 4-3.5-2.5 0-4 1.5-4 3.5',
  crustaceans:
    'M4 6c8-1 15 2 15 8a4 4 0 0 1-8 1c0-2 1.5-3 3.5-3M11 15l-4 4h5M7 9l-1 3M11 8.5l-.5 3.5M15 9.5l-1 3',
  eggs: 'M12 3c-3.9 0-7 5.6-7 10.5a7 7 0 0 0 14 0C19 8.6 15.9 3 12 3z',
  fish: 'M3 12c3.5-5 10-5.5 14 0-4 5.5-10.5 5-14 0zM17 12l4-4v8zM8 11.5h.01',
  peanuts:
    'M12 3a4 4 0 0 0-4 4c0 2 1.2 3 1.2 5S8 15 8 17a4 4 0 0 0 8 0c0-2-1.2-3-1.2-5S16 9 16 7a4 4 0 0 0-4-4zM11 7h.01M13 16h.01',
  soybeans:
    'M5 18c-2-4 2-13 10-14 4 0 5.5 3 3.5 6-3 5-9.5 11.5-13.5 8zM9 14.5h.01M12 11h.01M15 7.5h.01',
  milk: 'M9 2.5h6v3l2 3V21H7V8.5l2-3zM7 12h10',
  nuts: 'M6 10.5h12a6 6 0 0 1-12 0zM5 10.5C5 7.5 8 5 12 5s7 2.5 7 5.5zM12 5V2.5',
  celery:
    'M9 21V10M12 21V7M15 21V10M9 10C6.5 8.5 6.5 5 8.5 3.5M15 10c2.5-1.5 2.5-5 .5-6.5M12 7c-1.5-2-.5-4 1.5-4.5',
  mustard: 'M10 2.5h4v3l2.5 2.5V21h-9V8L10 5.5zM7.5 12h9M7.5 17h9',
  sesame:
    'M8 4c2 1.5 2 4.5 0 6-2-1.5-2-4.5 0-6zM16 7c2 1.5 2 4.5 0 6-2-1.5-2-4.5 0-6zM10 13c2 1.5 2 4.5 0 6-2-1.5-2-4.5 0-6z',
  sulphites: 'M7 3h10c0 5-2 8.5-5 8.5S7 8 7 3zM12 11.5V20M8 21h8M7.5 6.5h9',
  lupin:
    'M12 21V4M12 6.5c-1.5 0-2.5-1-2.5-2.5 1.5 0 2.5 1 2.5 2.5zm0 0c1.5 0 2.5-1 2.5-2.5-1.5 0-2.5 1-2.5 2.5m0 5c-2 0-3-1-3-2.8 2 0 3 1 3 2.8zm0 0c2 0 3-1 3-2.8-2 0-3 1-3 2.8m0 5c-2.5 0-3.5-1.2-3.5-3 2.5 0 3.5 1.2 3.5 3zm0 0c2.5 0 3.5-1.2 3.5-3-2.5 0-3.5 1.2-3.5 3',
  molluscs: 'M12 20L3.5 9.5a10 10 0 0 1 17 0zM12 20V5.5M12 20 7.5 6.5M12 20l4.5-13.5M9.5 20h5',
};

/** The icon of an allergen, decorative: the allergen's name is always written beside it. */
export function AllergenIcon({ code }: { code: AllergenCode }) {
  return <Icon path={PATHS[code]} />;
}
