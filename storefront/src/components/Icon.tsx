/** The interface's own line icons, on the same 24×24 grid as the allergen icons. */
export const ICON_PATHS = {
  warning: 'M12 3.5 2.5 20h19zM12 10v4.5M12 17.2h.01',
  snowflake: 'M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6M9.5 4l2.5 2 2.5-2M9.5 20l2.5-2 2.5 2',
  check: 'M4.5 12.5l5 5 10-11',
  back: 'M15 5l-7 7 7 7',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  mail: 'M3 5.5h18v13H3zM3 6l9 7 9-7',
  phone:
    'M5 3.5h3.5l1.5 5-2 1.5a11 11 0 0 0 6 6l1.5-2 5 1.5V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z',
} as const;

/**
 * A line icon (one of {@link ICON_PATHS} or an allergen's), decorative (`aria-hidden`): what it
 * shows is always written next to it. Sized and stroked by `.icon` in base.css, in the colour of
 * the text around it.
 */
export function Icon({ path }: { path: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
