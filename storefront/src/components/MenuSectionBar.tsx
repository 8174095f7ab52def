import { useEffect, useRef, useState } from 'react';
import type { MenuListedDish, MenuSectionView } from '../menuView';
import { usePage } from '../PageContext';
import './MenuSectionBar.css';

/**
 * After the browser's own jump to a section: the cards above it are laid out at their real height
 * only once near the viewport (content-visibility, MenuSections.css), which moves the heading
 * away; it is brought back each frame until it stays put (half a second at most). Runs only
 * after a click, never on scroll.
 */
function keepLanded(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  let landed = Number.NaN;
  let still = 0;
  let frames = 0;
  const settle = () => {
    const top = heading.getBoundingClientRect().top;
    if (Math.abs(top - landed) < 1) still += 1;
    else {
      heading.scrollIntoView();
      landed = heading.getBoundingClientRect().top;
      still = 0;
    }
    if (still < 3 && ++frames < 30) requestAnimationFrame(settle);
  };
  requestAnimationFrame(settle);
}

/**
 * The menu's sections as a row of links in the sticky bar, so a long menu (hundreds of dishes)
 * can be jumped through. Plain anchors to the sections' headings: they work without JavaScript.
 * Hydrated, the link of the section under the bar is marked `aria-current` and kept in view in
 * the row. Watched with an IntersectionObserver and the bar's height with a ResizeObserver, never
 * on scroll events, so scrolling a big menu costs the main thread nothing here.
 * A section the filter or the search leaves empty loses its link, as it loses its heading.
 */
export function MenuSectionBar({
  sections,
  shownIds,
}: {
  sections: readonly MenuSectionView<MenuListedDish>[];
  /** The ids of the sections the filter and the search leave shown. */
  shownIds: ReadonlySet<string>;
}) {
  const { t } = usePage();
  const [current, setCurrent] = useState<string | null>(null);
  const [barHeight, setBarHeight] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  // The sticky bar's height: where a section counts as reached, and where a jump lands it.
  useEffect(() => {
    const bar = listRef.current?.closest<HTMLElement>('.menu-bar');
    if (!bar) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry?.borderBoxSize[0]?.blockSize ?? 0);
      setBarHeight(height);
      bar.parentElement?.style.setProperty('--menu-bar-height', `${height}px`);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  // The current section: the first in menu order that crosses the band just under the bar.
  useEffect(() => {
    const order = sections.map((section) => section.id);
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.getAttribute('aria-labelledby') ?? '';
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        const first = order.find((id) => inBand.has(id));
        if (first !== undefined) setCurrent(first);
      },
      { rootMargin: `-${barHeight}px 0px -60% 0px` },
    );
    for (const id of order) {
      const section = document.getElementById(id)?.closest('section');
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [sections, barHeight]);

  // The current link scrolled into the row's view (the row scrolls sideways on a phone).
  useEffect(() => {
    const list = listRef.current;
    if (!list || current === null) return;
    const link = list.querySelector<HTMLElement>(`a[href="#${CSS.escape(current)}"]`);
    if (!link) return;
    const start = link.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: start - 16 });
    }
  }, [current]);

  if (sections.length < 2) return null;
  return (
    <nav className="menu-section-bar" aria-label={t('menu.sections.label')}>
      <ul ref={listRef}>
        {sections.map((section) => (
          <li key={section.id} hidden={!shownIds.has(section.id)}>
            <a
              href={`#${section.id}`}
              aria-current={current === section.id ? 'true' : undefined}
              onClick={() => keepLanded(section.id)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
