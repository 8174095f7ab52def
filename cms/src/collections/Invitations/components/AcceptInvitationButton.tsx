'use client';

import { Button, useConfig } from '@payloadcms/ui';
import { useState } from 'react';

interface Props {
  token: string;
  /** The button's words and the message once accepted, in the admin's language. */
  label: string;
  done: string;
}

type State = { kind: 'idle' | 'sending' | 'done' } | { kind: 'refused'; message: string };

/**
 * Accepts the invitation (POST /api/invitations/accept) and then says so, or shows the server's
 * translated refusal. The confirmation links to the dashboard: loaded anew, its restaurant
 * selector lists the restaurant just joined.
 */
export function AcceptInvitationButton({ token, label, done }: Props) {
  const { config } = useConfig();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const accept = async () => {
    setState({ kind: 'sending' });
    const response = await fetch(`${config.serverURL}${config.routes.api}/invitations/accept`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.ok) {
      setState({ kind: 'done' });
      return;
    }
    const body = (await response.json().catch(() => null)) as {
      errors?: { message?: string }[];
    } | null;
    setState({ kind: 'refused', message: body?.errors?.[0]?.message ?? response.statusText });
  };

  if (state.kind === 'done')
    return (
      <p className="accept-invitation__done" role="status" data-testid="invitation-accepted">
        {done} <a href={config.routes.admin}>→</a>
      </p>
    );
  return (
    <>
      <Button buttonStyle="primary" disabled={state.kind === 'sending'} onClick={accept}>
        {label}
      </Button>
      {state.kind === 'refused' ? (
        <p className="accept-invitation__refusal" role="alert">
          {state.message}
        </p>
      ) : null}
    </>
  );
}
