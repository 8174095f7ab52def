/** How long a password-reset link works: one hour, as the reset e-mail says in every language. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/** How long an invitation link works: invitations wait in inboxes longer than resets do. */
export const INVITATION_LINK_DAYS = 7;
export const INVITATION_LINK_MS = INVITATION_LINK_DAYS * 24 * 60 * 60 * 1000;
