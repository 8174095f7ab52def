'use client';

import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { Button } from '@payloadcms/ui';
import { useId, useState } from 'react';
import { menuAsShownLinks } from './downloadLinks';

// The value of a `datetime-local` input for an instant, in the browser's time zone, to the minute.
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * "The menu as it was shown" in the restaurant's downloads: a date and time in the browser's
 * time zone (empty: now; the future is not offered, the endpoint refuses it) and the PDF and CSV
 * of what the public menu showed then.
 */
export function MenuAsShownLinks({
  apiUrl,
  restaurantId,
  locale,
  t,
}: {
  apiUrl: string;
  restaurantId: string | number;
  locale: Locale;
  t: Translate;
}) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const hintId = useId();
  const picked = value ? new Date(value) : null;
  const at = picked && !Number.isNaN(picked.getTime()) ? picked : null;
  return (
    <div className="downloads-panel__as-shown" data-testid="downloads-as-shown">
      <h5 className="downloads-panel__subheading">{t('admin.downloads.asShown.heading')}</h5>
      <label htmlFor={inputId}>{t('admin.downloads.asShown.at')}</label>
      <input
        id={inputId}
        type="datetime-local"
        step={1}
        value={value}
        max={localInputValue(new Date())}
        aria-describedby={hintId}
        onChange={(event) => setValue(event.target.value)}
      />
      <p id={hintId} className="downloads-panel__note">
        {t('admin.downloads.asShown.atHint')}
      </p>
      <div className="downloads-panel__links">
        {menuAsShownLinks(apiUrl, restaurantId, locale, at).map((link) => (
          <Button
            key={link.label}
            el="anchor"
            url={link.href}
            buttonStyle="secondary"
            size="medium"
            margin={false}
            extraButtonProps={{ download: '' }}
          >
            {t(link.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
