'use client';

import {
  ConfirmationModal,
  PopupList,
  toast,
  useConfig,
  useDocumentInfo,
  useModal,
  useTranslation,
} from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import { confirmedRequest } from './confirmedRequest';
import { DishOnMenusBody } from './DishOnMenusBody';
import { usePublishedMenus } from './usePublishedMenus';

/**
 * In the dish's ⋯ menu, only while published menus list it: "Delete, also from menus", whose
 * confirmation names those menus. Payload's own Delete cannot be told about them, so the server
 * refuses it for such a dish (409) with a message pointing here.
 */
export function DeleteFromMenus() {
  const menus = usePublishedMenus();
  const { id, title, hasDeletePermission } = useDocumentInfo();
  const { config, getEntityConfig } = useConfig();
  const { toggleModal } = useModal();
  const router = useRouter();
  const { i18n, t: payloadT } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const modalSlug = `confirm-delete-dish-${id}`;

  if (!menus || menus.length === 0 || !t || hasDeletePermission === false) return null;

  const remove = async () => {
    const done = await confirmedRequest(
      `${config.serverURL}${config.routes.api}/recipes/${id}`,
      { method: 'DELETE' },
      i18n.language,
      payloadT('error:deletingTitle', { title }),
    );
    if (!done) return;
    const singular = getEntityConfig({ collectionSlug: 'recipes' })?.labels?.singular;
    const label =
      typeof singular === 'string'
        ? singular
        : typeof singular === 'object' && singular !== null
          ? ((singular as Record<string, string>)[i18n.language] ?? '')
          : '';
    toast.success(payloadT('general:titleDeleted', { label, title }));
    router.push(`${config.routes.admin}/collections/recipes`);
  };

  return (
    <>
      <PopupList.Button id="action-delete-from-menus" onClick={() => toggleModal(modalSlug)}>
        {t('admin.dishOnMenus.deleteAction')}
      </PopupList.Button>
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={t('admin.dishOnMenus.heading')}
        body={
          <DishOnMenusBody
            t={t}
            name={title}
            menus={menus}
            question="admin.dishOnMenus.confirm.delete"
          />
        }
        confirmLabel={t('admin.dishOnMenus.deleteAction')}
        confirmingLabel={payloadT('general:deleting')}
        onConfirm={remove}
      />
    </>
  );
}
