'use client';

import { isLocale, LOCALE_TAGS, MESSAGE_FALLBACK_LOCALE } from '@nutrimenu/core/locale';
import { useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps, NumberFieldClient } from 'payload';

/**
 * The recipe list's food cost % cell: the figure in the admin's number format with its sign, a
 * dash for a dish without one (no menu price, or an ingredient without a price), not Payload's
 * "<No …>" placeholder.
 */
export function FoodCostCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  const { i18n } = useTranslation();
  if (typeof cellData !== 'number') return <span>–</span>;
  const tag = LOCALE_TAGS[isLocale(i18n.language) ? i18n.language : MESSAGE_FALLBACK_LOCALE];
  return <span>{`${cellData.toLocaleString(tag, { maximumFractionDigits: 1 })} %`}</span>;
}
