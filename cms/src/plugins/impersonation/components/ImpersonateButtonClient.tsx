'use client';

import { Button, toast, useConfig } from '@payloadcms/ui';
import { formatAdminURL } from 'payload/shared';
import { useState } from 'react';
import { postImpersonation } from './postImpersonation';

/** "Act as this user": starts the impersonation, then opens the admin as that user. */
export function ImpersonateButtonClient({ id, label }: { id: number | string; label: string }) {
  const { config } = useConfig();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    const error = await postImpersonation(
      config.routes.api,
      `/${encodeURIComponent(String(id))}/impersonate`,
      formatAdminURL({ adminRoute: config.routes.admin, path: '' }),
    );
    if (error !== null) {
      toast.error(error);
      setBusy(false);
    }
  }
  return (
    <Button
      buttonStyle="secondary"
      size="medium"
      margin={false}
      disabled={busy}
      onClick={start}
      id="impersonate-user"
    >
      {label}
    </Button>
  );
}
