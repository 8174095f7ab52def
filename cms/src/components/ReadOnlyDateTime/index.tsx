'use client';

import { FieldLabel, useField, useTranslation } from '@payloadcms/ui';
import type { DateFieldClientComponent } from 'payload';
import { adminLocale } from '../../utilities/adminTranslator';

/**
 * A date the system writes (when a result was computed), shown as text in the admin's language.
 * Payload's date picker registers the language's date names only after its first render, so a
 * read-only date, which nothing re-renders, stayed "November 29th, 2026, 11:24 AM" in a
 * Romanian admin.
 */
export const ReadOnlyDateTimeField: DateFieldClientComponent = ({ path, field }) => {
  const { i18n } = useTranslation();
  const { value } = useField<string | null>({ path });
  const date = value ? new Date(value) : null;
  return (
    <div className="field-type" data-testid={`read-only-date-${path}`}>
      <FieldLabel label={field.label} path={path} />
      {date && !Number.isNaN(date.getTime()) ? (
        <time dateTime={date.toISOString()}>
          {new Intl.DateTimeFormat(adminLocale(i18n.language), {
            dateStyle: 'long',
            timeStyle: 'short',
          }).format(date)}
        </time>
      ) : (
        <span aria-hidden="true">—</span>
      )}
    </div>
  );
};
