import { sql } from '@payloadcms/db-postgres';
import { env } from '../../env';
import { executeSql, type SqlRequest } from '../../utilities/executeSql';
import { PRIMARY_POSITION_SQL } from './primaryPositionSql';

/**
 * The primary's current write-ahead log position, read after a public document was read or built
 * there: every change the document shows was written before it, so a replica that has replayed
 * this far has that document or a newer one. Undefined without a read replica: no client needs it.
 */
export async function primaryPosition(req: SqlRequest): Promise<string | undefined> {
  if (env().DATABASE_READ_URL === undefined) return undefined;
  const [row] = await executeSql<{ position: string }>(req, sql.raw(PRIMARY_POSITION_SQL));
  return row?.position;
}
