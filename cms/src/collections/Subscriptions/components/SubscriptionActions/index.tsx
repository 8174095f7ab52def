'use client';

import {
  Button,
  ConfirmationModal,
  toast,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useModal,
  useTranslation,
} from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { isAdminUser } from '../../../../access/roles';
import { PLAN_MONTHS, type Plan } from '../../planMonths';
import './index.scss';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';

const CONFIRM_CANCEL = 'subscription-cancel-confirm';

/**
 * The subscription's Renew and Cancel buttons (a `ui` field in the sidebar), for admins: they
 * POST to /api/subscriptions/:id/renew and /cancel, announce the result, and reload the
 * document so the form shows the saved dates and state. Cancelling asks for confirmation: it
 * takes the public menu offline at once.
 */
export function SubscriptionActions() {
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const { user } = useAuth();
  const { id } = useDocumentInfo();
  const { config } = useConfig();
  const { openModal } = useModal();
  const router = useRouter();
  const plan = useFormFields(([fields]) => fields.plan?.value) as Plan | undefined;
  const status = useFormFields(([fields]) => fields.status?.value);
  const [busy, setBusy] = useState(false);

  if (!t || !isAdminUser(user)) return null;
  if (id === undefined || id === null) {
    return <p className="subscription-actions__note">{t('admin.subscription.saveFirst')}</p>;
  }

  async function run(action: 'renew' | 'cancel') {
    if (!t) return;
    setBusy(true);
    try {
      // Same origin as the admin: relative, so it works whatever SERVER_URL says.
      const response = await fetch(`${config.routes.api}/subscriptions/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: { message?: string }[];
      };
      if (!response.ok) {
        const reason = body.errors?.[0]?.message ?? String(response.status);
        toast.error(t('admin.subscription.actionFailed', { message: reason }));
        return;
      }
      toast.success(body.message ?? '');
      router.refresh();
    } catch (error) {
      toast.error(t('admin.subscription.actionFailed', { message: String(error) }));
    } finally {
      setBusy(false);
    }
  }

  const months = PLAN_MONTHS[plan ?? 'standard'] ?? 12;
  return (
    <div className="subscription-actions" data-testid="subscription-actions">
      <Button
        buttonStyle="primary"
        size="medium"
        margin={false}
        disabled={busy}
        onClick={() => run('renew')}
      >
        {t('admin.subscription.renew', { months })}
      </Button>
      {status !== 'cancelled' && (
        <Button
          buttonStyle="secondary"
          size="medium"
          margin={false}
          disabled={busy}
          onClick={() => openModal(CONFIRM_CANCEL)}
        >
          {t('admin.subscription.cancel')}
        </Button>
      )}
      <ConfirmationModal
        modalSlug={CONFIRM_CANCEL}
        heading={t('admin.subscription.cancel')}
        body={t('admin.subscription.cancelConfirm')}
        onConfirm={() => run('cancel')}
      />
    </div>
  );
}
