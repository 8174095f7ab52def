'use client';

import {
  ConfirmationModal,
  PopupList,
  toast,
  UnpublishButton,
  useConfig,
  useDocumentInfo,
  useForm,
  useModal,
  useTranslation,
} from '@payloadcms/ui';
import type { UnpublishButtonClientProps } from 'payload';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import { confirmedRequest } from './confirmedRequest';
import { DishOnMenusBody } from './DishOnMenusBody';
import { usePublishedMenus } from './usePublishedMenus';

/**
 * The dish's "Unpublish": Payload's own while no published menu lists the dish; otherwise its
 * confirmation names those menus (unpublishing hides the dish there) and, confirmed, tells the
 * server so.
 */
export function UnpublishDish(props: UnpublishButtonClientProps) {
  const menus = usePublishedMenus();
  const {
    id,
    data,
    title,
    hasPublishedDoc,
    hasPublishPermission,
    incrementVersionCount,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
  } = useDocumentInfo();
  const { config } = useConfig();
  const { reset } = useForm();
  const { toggleModal } = useModal();
  const { i18n, t: payloadT } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const modalSlug = `confirm-unpublish-dish-${id}`;

  if (!menus || menus.length === 0 || !t || !hasPublishedDoc || !hasPublishPermission) {
    return <UnpublishButton {...props} />;
  }

  const unpublish = async () => {
    const done = await confirmedRequest(
      `${config.serverURL}${config.routes.api}/recipes/${id}?depth=0&unpublishAllLocales=true`,
      { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) },
      i18n.language,
      payloadT('error:unPublishingDocument'),
    );
    if (!done) return;
    void reset({ ...(data ?? {}), _status: 'draft' });
    toast.success(payloadT('version:unpublishedSuccessfully'));
    incrementVersionCount();
    setUnpublishedVersionCount(1);
    setMostRecentVersionIsAutosaved(false);
    setHasPublishedDoc(false);
  };

  return (
    <>
      <PopupList.Button id="action-unpublish" onClick={() => toggleModal(modalSlug)}>
        {payloadT('version:unpublish')}
      </PopupList.Button>
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={t('admin.dishOnMenus.heading')}
        body={
          <DishOnMenusBody
            t={t}
            name={title}
            menus={menus}
            question="admin.dishOnMenus.confirm.unpublish"
          />
        }
        confirmLabel={payloadT('version:unpublish')}
        confirmingLabel={payloadT('version:unpublishing')}
        onConfirm={unpublish}
      />
    </>
  );
}
