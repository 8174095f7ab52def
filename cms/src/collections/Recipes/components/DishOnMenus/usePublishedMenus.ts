'use client';

import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui';
import { useEffect, useState } from 'react';

export interface PublishedMenu {
  id: number;
  name: string;
}

/**
 * The published menus listing the dish being edited (the same question the server asks before a
 * delete or an unpublish, see hooks/confirmLeavingPublishedMenus), named in the content locale;
 * `null` while unknown (a new dish, or the answer not in yet).
 */
export function usePublishedMenus(): PublishedMenu[] | null {
  const { id } = useDocumentInfo();
  const { config } = useConfig();
  const locale = useLocale().code;
  const [menus, setMenus] = useState<PublishedMenu[] | null>(null);
  const api = `${config.serverURL}${config.routes.api}`;
  useEffect(() => {
    if (id === undefined || id === null) return;
    const controller = new AbortController();
    const search = new URLSearchParams({
      'where[and][0][_status][equals]': 'published',
      'where[and][1][sections.dishes][in]': String(id),
      'select[name]': 'true',
      depth: '0',
      pagination: 'false',
      sort: 'createdAt',
      locale,
    });
    fetch(`${api}/menus?${search}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        const { docs } = (await response.json()) as { docs: PublishedMenu[] };
        setMenus(docs.map((menu) => ({ id: menu.id, name: String(menu.name ?? menu.id) })));
      })
      .catch(() => {
        // Aborted, or offline: the server still asks (409) before anything is lost.
      });
    return () => controller.abort();
  }, [api, id, locale]);
  return menus;
}
