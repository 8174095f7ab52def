import { memo, useEffect, useRef, useState } from 'react';
import { usePage } from '../PageContext';
import { embedCode } from './embedCode';
import './EmbedSnippet.css';

type CopyOutcome = 'none' | 'copied' | 'failed';

/**
 * The code a restaurant pastes into its own website to show this menu there (the widget), folded
 * away at the bottom of the menu page. Without JavaScript or the Clipboard API there is no copy
 * button and the code stays selectable text.
 */
export const EmbedSnippet = memo(function EmbedSnippet({
  restaurant,
  menu,
}: {
  restaurant: string;
  menu: string | null;
}) {
  const { t, locale, origin } = usePage();
  const code = embedCode({ origin, restaurant, locale, menu });
  const codeElement = useRef<HTMLElement>(null);
  // Decided after hydration, so the server's HTML and the first client render match.
  const [canCopy, setCanCopy] = useState(false);
  const [outcome, setOutcome] = useState<CopyOutcome>('none');
  useEffect(() => {
    // Absent outside secure contexts (plain http on another host than localhost).
    setCanCopy(typeof navigator.clipboard?.writeText === 'function');
  }, []);
  const copy = () => {
    // Emptied first, so a second copy is announced again by the live region.
    setOutcome('none');
    navigator.clipboard.writeText(code.script).then(
      () => setOutcome('copied'),
      () => {
        // Permission refused: the code is selected, ready for the system's own copy.
        if (codeElement.current) window.getSelection()?.selectAllChildren(codeElement.current);
        setOutcome('failed');
      },
    );
  };
  return (
    <details className="embed-snippet">
      <summary>{t('embed.title')}</summary>
      <p>{t('embed.text')}</p>
      <pre>
        <code ref={codeElement}>{code.script}</code>
      </pre>
      {canCopy && (
        <button type="button" onClick={copy}>
          {t('embed.copy')}
        </button>
      )}
      <p role="status">
        {outcome === 'none' ? '' : t(outcome === 'copied' ? 'embed.copied' : 'embed.copyFailed')}
      </p>
      <p className="embed-snippet-element">
        {t('embed.element')} <code>{code.element}</code>
      </p>
    </details>
  );
});
