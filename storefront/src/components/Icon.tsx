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
  calendar: 'M4 5.5h16v15H4zM4 10h16M8 3v4M16 3v4',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  camera:
    'M7 3.5h10A3.5 3.5 0 0 1 20.5 7v10a3.5 3.5 0 0 1-3.5 3.5H7A3.5 3.5 0 0 1 3.5 17V7A3.5 3.5 0 0 1 7 3.5zM12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM17 7h.01',
  social:
    'M14 20.5v-8h3l.5-3.5H14V7c0-1 .4-1.5 1.6-1.5H17.5V2.7A20 20 0 0 0 15 2.5C12.3 2.5 10.5 4 10.5 7v2H7.5v3.5h3v8',
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
