'use client';

import { LOCALE_NAMES, LOCALES, type Locale } from '@nutrimenu/core/locale';
import type { MessageKey } from '@nutrimenu/core/messages';
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client';
import { Button, useAuth, useConfig, useTranslation } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { isAdminUser } from '../../../access/roles';
import { type CsvKind, type CsvOutcome, csvOutcome, csvUrl } from './csvTransferLinks';
import './index.scss';
import { adminLocale } from '../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../utilities/useAdminTranslator';

const HELP: Record<CsvKind, MessageKey> = {
  ingredients: 'admin.csv.help.ingredients',
  recipes: 'admin.csv.help.recipes',
  'ingredient-prices': 'admin.csv.help.ingredientPrices',
};

/**
 * Above the ingredients, recipes or ingredient prices list: download the restaurant's CSV in a chosen language,
 * and import one (check first, or import at once) with every problem of a refused file listed
 * by row and column. The restaurant is the one chosen in the tenant selector (an admin without
 * one picks it here); admins can also download the shared ingredient library.
 */
export function CsvTransferPanel({ kind }: { kind: CsvKind }) {
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const { config } = useConfig();
  const { user } = useAuth();
  const router = useRouter();
  const { selectedTenantID, options } = useTenantSelection();
  const [chosenRestaurant, setChosenRestaurant] = useState<string>('');
  const [locale, setLocale] = useState<Locale>(() => adminLocale(i18n.language));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CsvOutcome | null>(null);
  const ids = { restaurant: useId(), locale: useId(), file: useId() };
  if (!t) return null;

  const api = `${config.serverURL}${config.routes.api}`;
  const restaurant = selectedTenantID ?? (chosenRestaurant === '' ? null : chosenRestaurant);
  const isAdmin = isAdminUser(user);

  async function send(dryRun: boolean) {
    if (restaurant === null || !file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const form = new FormData();
      form.set('file', file);
      const response = await fetch(csvUrl(api, kind, restaurant, locale, { dryRun }), {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      const body = await response.json().catch(() => null);
      const result = csvOutcome(response.status, body);
      setOutcome(result);
      if (result.kind === 'done' && !result.dryRun) router.refresh();
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="csv-transfer" data-testid={`csv-transfer-${kind}`}>
      <summary className="csv-transfer__summary">{t('admin.csv.heading')}</summary>
      <div className="csv-transfer__body">
        <div className="csv-transfer__fields">
          {selectedTenantID === undefined && (
            <label htmlFor={ids.restaurant}>
              {t('admin.csv.restaurant')}
              <select
                id={ids.restaurant}
                value={chosenRestaurant}
                onChange={(event) => setChosenRestaurant(event.target.value)}
              >
                <option value="">—</option>
                {options.map((option) => (
                  <option key={String(option.value)} value={String(option.value)}>
                    {typeof option.label === 'string' ? option.label : String(option.value)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label htmlFor={ids.locale}>
            {t('admin.csv.language')}
            <select
              id={ids.locale}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {LOCALE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </div>

        {restaurant === null ? (
          <p className="csv-transfer__note">{t('admin.csv.chooseRestaurant')}</p>
        ) : (
          <>
            <div className="csv-transfer__actions">
              <Button
                el="anchor"
                url={csvUrl(api, kind, restaurant, locale)}
                buttonStyle="secondary"
                size="medium"
                margin={false}
                extraButtonProps={{ download: '' }}
              >
                {t('admin.csv.export')}
              </Button>
              {kind === 'ingredients' && isAdmin && (
                <Button
                  el="anchor"
                  url={csvUrl(api, kind, null, locale)}
                  buttonStyle="secondary"
                  size="medium"
                  margin={false}
                  extraButtonProps={{ download: '' }}
                >
                  {t('admin.csv.exportLibrary')}
                </Button>
              )}
            </div>
            <div className="csv-transfer__actions">
              <label htmlFor={ids.file} className="csv-transfer__file">
                {t('admin.csv.file')}
                <input
                  id={ids.file}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setOutcome(null);
                  }}
                />
              </label>
              <Button
                buttonStyle="secondary"
                size="medium"
                margin={false}
                disabled={!file || busy}
                onClick={() => send(true)}
              >
                {t('admin.csv.check')}
              </Button>
              <Button
                buttonStyle="primary"
                size="medium"
                margin={false}
                disabled={!file || busy}
                onClick={() => send(false)}
              >
                {t('admin.csv.import')}
              </Button>
            </div>
          </>
        )}

        <div aria-live="polite">
          {busy && <p className="csv-transfer__note">{t('admin.csv.working')}</p>}
          {outcome?.kind === 'done' && (
            <p className="csv-transfer__success">
              {t(outcome.dryRun ? 'admin.csv.checked' : 'admin.csv.imported', {
                created: outcome.created,
                updated: outcome.updated,
                unchanged: outcome.unchanged,
              })}
            </p>
          )}
          {outcome?.kind === 'failed' && (
            <p className="csv-transfer__error">{t('admin.csv.requestFailed')}</p>
          )}
          {outcome?.kind === 'refused' && (
            <div className="csv-transfer__error" role="alert">
              <p>
                {outcome.message ??
                  t('admin.csv.error.summary', { count: outcome.problems.length })}
              </p>
              {outcome.problems.length > 0 && (
                <>
                  <p>{t('admin.csv.failed')}</p>
                  <table className="csv-transfer__problems">
                    <thead>
                      <tr>
                        <th scope="col">{t('admin.csv.row')}</th>
                        <th scope="col">{t('admin.csv.column')}</th>
                        <th scope="col">{t('admin.csv.problem')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {outcome.problems.map((problem) => (
                        <tr key={`${problem.row}|${problem.column}|${problem.message}`}>
                          <td>{problem.row ?? '—'}</td>
                          <td>{problem.column ?? '—'}</td>
                          <td>{problem.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </div>
          )}
        </div>
        <p className="csv-transfer__note">{t(HELP[kind])}</p>
      </div>
    </details>
  );
}
