'use client';

import { useRowLabel, useTranslation } from '@payloadcms/ui';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';

/**
 * A recipe line's row label, "Rândul 3" / "3. sor" / "Zeile 3": Payload's default is the
 * array's singular label and a zero-padded number ("Line 03"), an order that reads wrong in
 * Hungarian.
 */
export function RecipeLineLabel() {
  const { rowNumber } = useRowLabel();
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  if (t === null || rowNumber === undefined) return null;
  return <span>{t('admin.recipe.lineNumber', { n: rowNumber + 1 })}</span>;
}
