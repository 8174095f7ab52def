import type { Translate } from '@nutrimenu/core/messages';
import type { Endpoint } from 'payload';
import { type PrivateFile, privateFile } from '../../../utilities/privateResponse';
import { type SignedInRequest, signedInEndpoint } from '../../../utilities/signedInEndpoint';

/**
 * A GET endpoint under /api/downloads: the file `build` makes as an attachment, never cached (it
 * holds one tenant's data); sessions, refusals and failures as every signed-in endpoint answers
 * them (see `signedInEndpoint`). `t` speaks the admin's language, not the file's.
 */
export function downloadEndpoint(
  path: string,
  build: (req: SignedInRequest, t: Translate) => Promise<PrivateFile>,
): Endpoint {
  return signedInEndpoint('get', path, async (req, t) => privateFile(await build(req, t)));
}
