'use client';

import type { Translate } from '@nutrimenu/core/messages';
import type { PublishedMenu } from './usePublishedMenus';

/** The confirmation's text: which published menus list the dish, then the question. */
export function DishOnMenusBody({
  t,
  name,
  menus,
  question,
}: {
  t: Translate;
  name: string;
  menus: PublishedMenu[];
  question: 'admin.dishOnMenus.confirm.delete' | 'admin.dishOnMenus.confirm.unpublish';
}) {
  const values = {
    name,
    menus: menus.map((menu) => menu.name).join(', '),
    count: menus.length,
  };
  return (
    <div data-testid="dish-on-menus">
      <p>{t('admin.dishOnMenus.menus', values)}</p>
      <p>{t(question, values)}</p>
    </div>
  );
}
