'use client';

import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui';
import type { TextFieldClientComponent } from 'payload';

/**
 * "Current password", shown on one's own account as soon as a new password or e-mail address is
 * typed: the server refuses either change without it
 * (auth/guardCredentialChanges.ts). Elsewhere (someone else's account, other edits) it is hidden.
 * Label and description come from the field's config, in every admin language.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ path, field }) => {
  const { id } = useDocumentInfo();
  const { user } = useAuth();
  const changingCredentials = useFormFields(([fields]) => {
    const email = fields.email;
    return (
      Boolean(fields.password?.value) || (email !== undefined && email.value !== email.initialValue)
    );
  });
  if (id === undefined || !user || String(user.id) !== String(id) || !changingCredentials) {
    return null;
  }
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: true }}
      path={path}
    />
  );
};
