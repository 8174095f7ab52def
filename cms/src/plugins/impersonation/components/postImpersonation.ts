import { formatAdminURL } from 'payload/shared';

/**
 * POSTs to one of the impersonation endpoints (a path under /api/users) with the session cookie
 * and, when it answers 2xx, loads `next` as a new page: the identity changed, and every server
 * rendered part of the admin (navigation, permissions, banner) must follow. Returns the error
 * message to show otherwise.
 */
export async function postImpersonation(
  apiRoute: string,
  path: string,
  next: string,
): Promise<string | null> {
  try {
    const response = await fetch(formatAdminURL({ apiRoute, path: `/users${path}` }), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (response.ok) {
      window.location.assign(next);
      return null;
    }
    const body = (await response.json().catch(() => null)) as {
      errors?: { message?: string }[];
    } | null;
    return body?.errors?.[0]?.message ?? `${response.status} ${response.statusText}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
