'use client';

import { LOCALE_NAMES, LOCALES, type Locale } from '@nutrimenu/core/locale';
import {
  Button,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui';
import { useId, useState } from 'react';
import { roleOfUser } from '../../../access/roles';
import { costingLinks, type DownloadTarget, downloadLinks, offersCosting } from './downloadLinks';
import { MenuAsShownLinks } from './MenuAsShownLinks';
import './index.scss';
import { adminLocale } from '../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../utilities/useAdminTranslator';

type Kind = DownloadTarget['kind'];

function targetOf(kind: Kind, id: string | number, restaurant: unknown): DownloadTarget {
  if (kind !== 'menu') return { kind, id };
  const value = restaurant as string | number | { id?: string | number } | null | undefined;
  const restaurantId =
    typeof value === 'object' && value !== null ? (value.id ?? null) : (value ?? null);
  return { kind, id, restaurantId };
}

/**
 * The downloads of a recipe, menu or restaurant in the edit view's sidebar: a language to print
 * in (the admin's own by default) and one link per file. The links go to /api/downloads, which
 * the session cookie signs in; a document not saved yet has nothing to download.
 */
export function DownloadsPanel({ kind }: { kind: Kind }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>(() => adminLocale(i18n.language));
  const t = useAdminTranslator(i18n.language);
  const { id } = useDocumentInfo();
  const { config } = useConfig();
  const restaurant = useFormFields(([fields]) => fields.restaurant?.value);
  // Only the restaurant's own form holds the setting; a menu's panel offers costing to owners.
  const staffMayEditPrices = useFormFields(
    ([fields]) => fields['costing.staffMayEditPrices']?.value === true,
  );
  const { user } = useAuth();
  const selectId = useId();
  if (!t) return null;

  const apiUrl = `${config.serverURL}${config.routes.api}`;
  const target = id === undefined || id === null ? null : targetOf(kind, id, restaurant);
  const links = target === null ? [] : downloadLinks(apiUrl, target, locale);
  if (target && offersCosting(roleOfUser(user), kind === 'restaurant' && staffMayEditPrices)) {
    if (target.kind === 'restaurant') links.push(...costingLinks(apiUrl, target.id, locale));
    if (target.kind === 'menu' && target.restaurantId !== null) {
      links.push(...costingLinks(apiUrl, target.restaurantId, locale, target.id));
    }
  }
  const localized = links.some((link) => link.localized);

  return (
    <section className="downloads-panel" data-testid={`downloads-${kind}`}>
      <h4 className="downloads-panel__heading">{t('admin.downloads.heading')}</h4>
      {links.length === 0 ? (
        <p className="downloads-panel__note">{t('admin.downloads.saveFirst')}</p>
      ) : (
        <>
          {localized && (
            <div className="downloads-panel__locale">
              <label htmlFor={selectId}>{t('admin.downloads.language')}</label>
              <select
                id={selectId}
                value={locale}
                onChange={(event) => setLocale(event.target.value as Locale)}
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code}>
                    {LOCALE_NAMES[code]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="downloads-panel__links">
            {links.map((link) => (
              <Button
                key={link.href}
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
          {kind === 'restaurant' && id !== undefined && id !== null && (
            <MenuAsShownLinks
              apiUrl={`${config.serverURL}${config.routes.api}`}
              restaurantId={id}
              locale={locale}
              t={t}
            />
          )}
        </>
      )}
    </section>
  );
}
