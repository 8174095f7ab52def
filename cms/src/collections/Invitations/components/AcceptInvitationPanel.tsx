import type { Payload } from 'payload';
import { ROLE_LABELS } from '../../../access/roleLabels';
import type { User } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { invitationOfToken, refusalOf } from '../acceptInvitation';
import { ACCEPT_INVITATION_PARAMETER, invitingRestaurant } from '../invitationEmail';
import { invitationTokenSchema } from '../invitationToken';
import { relationId } from '../relationId';
import { AcceptInvitationButton } from './AcceptInvitationButton';
import './index.scss';

interface DashboardProps {
  payload: Payload;
  user?: User | null;
  i18n: { language: string };
  searchParams?: Record<string, string | string[] | undefined>;
}

/**
 * Above the admin dashboard (`beforeDashboard`), where an invitation e-mail's link lands once its
 * holder has signed in (Payload's sign-in returns here with the link's query): which restaurant
 * invited them, by which brand and for which role, with a button to accept; or, translated, why
 * the link no longer works. Nothing is accepted by opening the link.
 */
export async function AcceptInvitationPanel({ payload, user, i18n, searchParams }: DashboardProps) {
  const raw = searchParams?.[ACCEPT_INVITATION_PARAMETER];
  if (!user || raw === undefined) return null;
  const t = await adminTranslator(i18n.language);
  const token = invitationTokenSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const invitation = token.success ? await invitationOfToken(payload, token.data) : null;
  const refusal = refusalOf(invitation, user, t);
  if (refusal || !invitation || !token.success) {
    return (
      <section className="accept-invitation" data-testid="accept-invitation">
        <p className="accept-invitation__refusal" role="alert">
          {refusal?.message ?? t('admin.invitations.error.notFound')}
        </p>
      </section>
    );
  }
  const names = await invitingRestaurant(payload, relationId(invitation.restaurant) ?? 0);
  return (
    <section className="accept-invitation" data-testid="accept-invitation">
      <h2 className="accept-invitation__heading">
        {t('admin.invitations.accept.title', { restaurant: names.restaurant })}
      </h2>
      <p>
        {t('admin.invitations.accept.body', {
          brand: names.brand,
          restaurant: names.restaurant,
          role: t(ROLE_LABELS[invitation.role]),
        })}
      </p>
      <AcceptInvitationButton
        token={token.data}
        label={t('admin.invitations.accept.action')}
        done={t('admin.invitations.accept.done', { restaurant: names.restaurant })}
      />
    </section>
  );
}
