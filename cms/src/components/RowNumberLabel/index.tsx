'use client';

import type { MessageKey } from '@nutrimenu/core/messages';
import { useRowLabel, useTranslation } from '@payloadcms/ui';
import { useAdminTranslator } from '../../utilities/useAdminTranslator';

/**
 * An array row's label from a catalog message with the row's number, "Rândul 3" / "3. sor" /
 * "Zeile 3" (`messageKey` from the field's `RowLabel.clientProps`). Payload's default is the
 * array's singular label and a zero-padded number ("Line 03"), an order that reads wrong in
 * Hungarian.
 */
export function RowNumberLabel({ messageKey }: { messageKey: MessageKey }) {
  const { rowNumber } = useRowLabel();
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  if (t === null || rowNumber === undefined) return null;
  return <span>{t(messageKey, { n: rowNumber + 1 })}</span>;
}
