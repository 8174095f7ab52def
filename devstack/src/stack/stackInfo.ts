/** Where the running stack answers: plain values, so vitest can hand them to every test file. */
export interface StackInfo {
  /** The CMS (`next start`): admin, REST API and the public API. */
  cmsUrl: string;
  /** The storefront (`server.ts`), e.g. http://localhost:41234 */
  storefrontUrl: string;
  /** Its port, for the brand hosts: http://menu.nutrischeme.localhost:{port}/ */
  storefrontPort: number;
  /** The demo accounts' password (owner@example.com, staff@example.com, admin@example.com). */
  demoPassword: string;
  /** The bearer token the CMS sends with its revalidation call to the storefront. */
  revalidateSecret: string;
}
