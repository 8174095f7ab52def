import { toast } from '@payloadcms/ui';

/**
 * Sends the request the owner confirmed (with ?confirmPublishedMenus=true, see
 * hooks/confirmLeavingPublishedMenus); true when done, else the server's reason is toasted.
 */
export async function confirmedRequest(
  url: string,
  init: RequestInit,
  language: string,
  fallbackError: string,
): Promise<boolean> {
  const separator = url.includes('?') ? '&' : '?';
  try {
    const response = await fetch(`${url}${separator}confirmPublishedMenus=true`, {
      ...init,
      credentials: 'include',
      headers: { 'Accept-Language': language, 'Content-Type': 'application/json' },
    });
    if (response.ok) return true;
    const body = (await response.json().catch(() => null)) as {
      errors?: { message?: string }[];
    } | null;
    toast.error(body?.errors?.[0]?.message ?? fallbackError);
  } catch {
    toast.error(fallbackError);
  }
  return false;
}
