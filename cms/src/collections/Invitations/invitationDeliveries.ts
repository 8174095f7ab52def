import type { PayloadRequest } from 'payload';

/** What prepareInvitation decided for the invitation a request is creating. */
export interface InvitationDelivery {
  /** The link's token; the row keeps only its hash. */
  token: string;
  /** The account found for the address, or null: one is created. */
  accountId: number | null;
  /** The address's account was made by an invitation and has no password yet. */
  newAccount: boolean;
}

// Keyed by the request: the token must reach the e-mail without being stored or sent back.
const deliveries = new WeakMap<PayloadRequest, InvitationDelivery>();

export function rememberDelivery(req: PayloadRequest, delivery: InvitationDelivery): void {
  deliveries.set(req, delivery);
}

export function takeDelivery(req: PayloadRequest): InvitationDelivery | undefined {
  const delivery = deliveries.get(req);
  deliveries.delete(req);
  return delivery;
}
