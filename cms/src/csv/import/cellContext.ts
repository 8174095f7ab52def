import type { Translate } from '@nutrimenu/core/messages';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import type { CellContext } from '../csvColumn';

/** The additives by E-number and back (a short list every signed-in user may read), and `t`. */
export async function loadCellContext(req: SignedInRequest, t: Translate): Promise<CellContext> {
  const { docs } = await req.payload.find({
    collection: 'additives',
    select: { eNumber: true },
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  });
  return {
    t,
    additiveIds: new Map(docs.map((doc) => [doc.eNumber, doc.id])),
    eNumbers: new Map(docs.map((doc) => [doc.id, doc.eNumber])),
  };
}
