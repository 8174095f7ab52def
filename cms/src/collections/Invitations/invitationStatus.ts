/** Where an invitation stands; only `pending` can be accepted or withdrawn. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'withdrawn'] as const;

/** The roles an invitation can give: provider admins are made by provider admins, not invited. */
export const INVITED_ROLES = ['owner', 'staff'] as const;
