'use client';

import { DEFAULT_LOCALE, LOCALES, type Locale, languageName } from '@nutrimenu/core/locale';
import { DefaultCell, useConfig, useLocale, useTranslation } from '@payloadcms/ui';
import type { DefaultCellComponentProps, TextFieldClient } from 'payload';
import { useEffect, useState } from 'react';
import { adminLocale } from '../../utilities/adminTranslator';
import { useAdminTranslator } from '../../utilities/useAdminTranslator';
import { type NamesByLocale, namesInEveryLocale } from './namesInEveryLocale';

/** The first locale, the default first, in which `names` has a name. */
function firstNamed(names: NamesByLocale): Locale | undefined {
  return [DEFAULT_LOCALE, ...LOCALES].find((locale) => names[locale] !== undefined);
}

/**
 * The list's name column for localized names. A dish saved in one content language had no name
 * in another's list ("<No Name>", "<Nici un Nume>"), or showed the default language's name as if
 * it were this one's: where the content language has no name, the name it has elsewhere is
 * shown, followed by that language, e.g. "Gulyás (în maghiară)".
 */
export const NameInAnyLanguageCell = (props: DefaultCellComponentProps<TextFieldClient>) => {
  const { rowData, collectionSlug } = props;
  const { config } = useConfig();
  const contentLocale = useLocale().code;
  const { i18n } = useTranslation();
  const adminLanguage = adminLocale(i18n.language);
  const t = useAdminTranslator(adminLanguage);
  const [names, setNames] = useState<NamesByLocale | null>(null);
  const api = `${config.serverURL}${config.routes.api}`;
  const id = String(rowData.id);

  useEffect(() => {
    let live = true;
    namesInEveryLocale(api, collectionSlug, id).then((found) => {
      if (live) setNames(found);
    });
    return () => {
      live = false;
    };
  }, [api, collectionSlug, id]);

  const own = names?.[contentLocale as Locale];
  const other = names && own === undefined ? firstNamed(names) : undefined;
  if (names === null || own !== undefined || other === undefined || !t) {
    return <DefaultCell {...props} />;
  }
  const text = t('admin.list.nameInLanguage', {
    name: names[other] ?? '',
    language: languageName(other, adminLanguage),
  });
  return <DefaultCell {...props} cellData={text} />;
};
