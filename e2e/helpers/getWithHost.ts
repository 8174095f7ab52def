import { type HttpAnswer, httpGet } from '@nutrimenu/devstack/http/httpGet';

export type HostResponse = HttpAnswer;

/**
 * GET `url` with another Host header, as a browser on a brand's host sends it (see httpGet for
 * why fetch() cannot).
 *
 * @example
 * await getWithHost(`${stack.storefrontUrl}/robots.txt`, `menu.nutrischeme.localhost:${port}`);
 */
export function getWithHost(url: string, host: string): Promise<HostResponse> {
  return httpGet(url, { host });
}
