'use client';

import { CheckboxField, useField, useFormFields } from '@payloadcms/ui';
import type { CheckboxFieldClientComponent } from 'payload';
import { useEffect } from 'react';

/** Fills the admin form's own password checks; the server replaces it with a random password. */
function placeholderPassword(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The "Send an invitation by e-mail" switch of the new-user form (on by default). While it is on,
 * Payload's password fields are hidden and filled with a throw-away value so the form's
 * required-password check passes; the server (auth/inviteWithoutPassword.ts) ignores that value,
 * gives the account a random password and mails the invitee a link to choose their own. Off,
 * the inviter types a password as Payload's form normally asks.
 */
export const InviteToggle: CheckboxFieldClientComponent = (props) => {
  const { value } = useField<boolean>({ path: props.path });
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields);
  const filled = useFormFields(
    ([fields]) => Boolean(fields.password?.value) && Boolean(fields['confirm-password']?.value),
  );
  const invite = value !== false;

  // After every render, not once: the password fields register (empty) after this component
  // mounts, and the form may re-initialise them; once filled, this does nothing.
  useEffect(() => {
    if (invite && !filled) {
      const password = placeholderPassword();
      for (const path of ['password', 'confirm-password']) {
        dispatch({ type: 'UPDATE', path, value: password, valid: true, errorMessage: undefined });
      }
    }
  });

  // Switched off: the inviter types the password, starting from empty fields.
  useEffect(() => {
    if (!invite) {
      for (const path of ['password', 'confirm-password']) {
        dispatch({ type: 'UPDATE', path, value: '', valid: false, errorMessage: undefined });
      }
    }
  }, [invite, dispatch]);

  return (
    <>
      {invite ? <style>{'.auth-fields__changing-password { display: none; }'}</style> : null}
      <CheckboxField {...props} />
    </>
  );
};
