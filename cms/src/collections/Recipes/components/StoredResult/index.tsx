'use client';

import { FieldLabel, useField, useTranslation } from '@payloadcms/ui';
import type { JSONFieldClientComponent } from 'payload';
import { adminLocale } from '../../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import type { StoredResult } from '../../computed/storedResult';
import { storedResultView } from '../../nutritionView/storedResultView';
import './index.scss';

const BLOCK = 'stored-result';

/**
 * The recipe's saved result (`computed.result`, with `computed.error` beside it) as a readable
 * table instead of Payload's JSON editor, whose code would load from a public CDN: a self-hosted
 * admin without internet showed an empty box, and with internet every owner's browser called a
 * third party.
 */
export const StoredResultField: JSONFieldClientComponent = ({ path, field }) => {
  const { i18n } = useTranslation();
  const locale = adminLocale(i18n.language);
  const t = useAdminTranslator(locale);
  const { value: result } = useField<StoredResult | null>({ path });
  const { value: error } = useField<unknown>({ path: path.replace(/result$/, 'error') });
  if (!t) return null;
  const view = storedResultView(result, error, locale, t);
  return (
    <section className={BLOCK} data-testid="stored-result" data-status={view.status}>
      <FieldLabel label={field.label} path={path} />
      {view.status !== 'computed' ? (
        <p className={`${BLOCK}__note`}>{view.text}</p>
      ) : (
        <>
          <table className={`${BLOCK}__table`}>
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{view.per100gHeading}</th>
                <th scope="col">{view.perPortionHeading}</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.line} data-line={row.line}>
                  <th scope="row" className={row.sub ? `${BLOCK}__sub` : undefined}>
                    {row.label}
                  </th>
                  <td title={row.per100g.title}>{row.per100g.text}</td>
                  <td title={row.perPortion.title}>{row.perPortion.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={`${BLOCK}__facts`}>
            {view.facts.map((fact) => (
              <div key={fact.heading}>
                <dt>{fact.heading}</dt>
                <dd>{fact.text}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
};
