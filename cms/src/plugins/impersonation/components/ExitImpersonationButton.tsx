'use client';

import { Button, toast, useConfig } from '@payloadcms/ui';
import { formatAdminURL } from 'payload/shared';
import { useState } from 'react';
import { postImpersonation } from './postImpersonation';

/** The banner's "Exit": back to the admin's own session, on the page of the user acted as. */
export function ExitImpersonationButton({
  label,
  userId,
}: {
  label: string;
  userId: number | string;
}) {
  const { config } = useConfig();
  const [busy, setBusy] = useState(false);
  async function exit() {
    setBusy(true);
    const error = await postImpersonation(
      config.routes.api,
      '/exit-impersonation',
      formatAdminURL({
        adminRoute: config.routes.admin,
        path: `/collections/${config.admin.user}/${encodeURIComponent(String(userId))}`,
      }),
    );
    if (error !== null) {
      toast.error(error);
      setBusy(false);
    }
  }
  return (
    <Button
      buttonStyle="primary"
      size="small"
      margin={false}
      disabled={busy}
      onClick={exit}
      id="exit-impersonation"
    >
      {label}
    </Button>
  );
}
