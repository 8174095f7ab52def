'use client';

import { useConfig, useRowLabel, useTranslation } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import { useAdminTranslator } from '../../../utilities/useAdminTranslator';

type TenantValue = number | string | { id?: number | string; name?: string | null } | null;

/**
 * A row of a user's restaurants (the multi-tenant plugin's `tenants` array) labelled with the
 * restaurant's name, read as the signed-in user may read it; until a restaurant is chosen, or
 * when it cannot be read, "Restaurantul 2" / "2. étterem" from the catalogs. Payload's default
 * is "Restaurant 01" in every language.
 */
export function TenantRowLabel() {
  const { data, rowNumber } = useRowLabel<{ tenant?: TenantValue }>();
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const { config } = useConfig();
  const tenant = data?.tenant ?? null;
  const populatedName = typeof tenant === 'object' ? (tenant?.name ?? null) : null;
  const id = typeof tenant === 'object' ? (tenant?.id ?? null) : tenant;
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    setName(null);
    if (populatedName || id === null || id === undefined) return;
    const controller = new AbortController();
    const url = `${config.serverURL}${config.routes.api}/restaurants/${encodeURIComponent(String(id))}?depth=0&select[name]=true`;
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { name?: unknown } | null) => {
        if (typeof body?.name === 'string') setName(body.name);
      })
      // No name to show (aborted, offline, no access): the numbered label stays.
      .catch(() => {});
    return () => controller.abort();
  }, [id, populatedName, config.serverURL, config.routes.api]);

  const shown = populatedName ?? name;
  if (shown) return <span>{shown}</span>;
  if (t === null || rowNumber === undefined) return null;
  return <span>{t('admin.users.restaurantNumber', { n: rowNumber + 1 })}</span>;
}
