'use client';

import type { TagConflict } from '@nutrimenu/core/recipe';
import { useFormFields, useTranslation } from '@payloadcms/ui';
import './index.scss';
import { adminLocale } from '../../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import type { StoredResult } from '../../computed/storedResult';
import { describeTagConflict } from '../../tagConflicts/describeTagConflict';

/**
 * Next to the dish's tags: the tags a recompute found the recipe now contradicts (an ingredient
 * changed under the dish), why, and that the public menu leaves them out. Only tags still ticked
 * in the form are listed; saving with one of them is refused with the same sentence.
 */
export function TagConflicts() {
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const tags = useFormFields(([fields]) => fields.tags?.value) as string[] | null | undefined;
  const result = useFormFields(([fields]) => fields['computed.result']?.value) as
    | StoredResult
    | null
    | undefined;
  const conflicts: TagConflict[] = (result?.tagConflicts ?? []).filter((conflict) =>
    (tags ?? []).includes(conflict.tag),
  );
  if (!t || conflicts.length === 0) return null;
  const locale = adminLocale(i18n.language);
  return (
    <div className="tag-conflicts" role="alert" data-testid="tag-conflicts">
      <ul className="tag-conflicts__list">
        {conflicts.map((conflict) => (
          <li key={`${conflict.tag}-${conflict.cause}`}>
            {describeTagConflict(conflict, locale, t)}
          </li>
        ))}
      </ul>
      <p className="tag-conflicts__note">{t('admin.recipe.tagConflict.notPublished')}</p>
    </div>
  );
}
