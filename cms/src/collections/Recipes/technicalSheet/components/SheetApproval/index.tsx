'use client';

import type { Translate } from '@nutrimenu/core/messages';
import {
  Button,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui';
import { useState } from 'react';
import './index.scss';
import { roleOfUser } from '../../../../../access/roles';
import type { SheetApproval as Approval } from '../../../../../downloads/technicalSheet/sheetContent';
import { useAdminTranslator } from '../../../../../utilities/useAdminTranslator';
import { approvalState, type StoredApproval } from '../../approvalState';

function describe(approval: Approval, version: number | null, t: Translate, language: string) {
  if (approval.state === 'none') return t('admin.sheet.approval.none');
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(approval.at),
  );
  if (approval.state === 'approved') {
    return t('admin.sheet.approval.approved', {
      name: approval.by,
      date,
      version: approval.version,
    });
  }
  return t('admin.sheet.approval.withdrawn', {
    name: approval.by,
    date,
    version: version ?? '',
    approvedVersion: approval.version,
  });
}

/**
 * The technical sheet's approval in the recipe's edit view: who approved which version and when,
 * or that a later publish withdrew it, and for the owner the button that approves the published
 * version (POST …/technical-sheet/approve). The state shown after approving is the server's.
 */
export function SheetApproval() {
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const { user } = useAuth();
  const { id } = useDocumentInfo();
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig();
  const version = useFormFields(([fields]) => fields['technicalSheet.version']?.value) as
    | number
    | null
    | undefined;
  const stored: StoredApproval = {
    byName: useFormFields(([fields]) => fields['technicalSheet.approval.byName']?.value) as
      | string
      | null,
    at: useFormFields(([fields]) => fields['technicalSheet.approval.at']?.value) as string | null,
    version: useFormFields(([fields]) => fields['technicalSheet.approval.version']?.value) as
      | number
      | null,
  };
  const [approved, setApproved] = useState<StoredApproval | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!t) return null;

  const approval = approvalState(approved ?? stored, version);
  const isOwner = roleOfUser(user) === 'owner';

  async function approve() {
    if (!t || id === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`${serverURL}${api}/recipes/${id}/technical-sheet/approve`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Accept-Language': i18n.language },
      });
      const body = (await response.json().catch(() => null)) as {
        approval?: StoredApproval;
        errors?: { message?: string }[];
      } | null;
      if (response.ok && body?.approval) setApproved(body.approval);
      else setError(body?.errors?.[0]?.message ?? t('admin.sheet.approval.failed'));
    } catch {
      setError(t('admin.sheet.approval.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="sheet-approval" data-testid="sheet-approval">
      <p className={`sheet-approval__state sheet-approval__state--${approval.state}`}>
        {describe(approval, version ?? null, t, i18n.language)}
      </p>
      {isOwner && id !== undefined && approval.state !== 'approved' ? (
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={approve}>
          {busy ? t('admin.sheet.approval.approving') : t('admin.sheet.approve')}
        </Button>
      ) : null}
      {isOwner ? (
        <p className="sheet-approval__note">{t('admin.sheet.approval.draftPending')}</p>
      ) : null}
      {error ? (
        <p className="sheet-approval__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
