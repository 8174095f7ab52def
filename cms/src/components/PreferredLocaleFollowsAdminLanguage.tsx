'use client';

import { isLocale } from '@nutrimenu/core/locale';
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import type { User } from '../payload-types';

/**
 * The admin's language and the user's preferred language are one setting: when the user picks
 * another language with Payload's switch (account → settings), their profile's preferred
 * language follows, so e-mails and their next sign-in use it too. Only a switch during this
 * page's life counts; the language a page opens in changes nothing.
 */
export function PreferredLocaleFollowsAdminLanguage({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const { user } = useAuth<User>();
  const { config } = useConfig();
  const openedIn = useRef(i18n.language);
  const language = i18n.language;
  const userId = user?.id;
  const preferred = user?.preferredLocale;

  useEffect(() => {
    if (language === openedIn.current) return;
    openedIn.current = language;
    if (userId === undefined || !isLocale(language) || language === preferred) return;
    void fetch(`${config.serverURL}${config.routes.api}/users/${userId}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ preferredLocale: language }),
    });
  }, [language, userId, preferred, config.serverURL, config.routes.api]);

  return children;
}
