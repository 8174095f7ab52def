import type { Payload } from 'payload';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { env } from '../../../env';
import { postgresAdapter } from '../../../utilities/postgresAdapter';

/**
 * The account flows that are rate limited, each by client address and by account (for `invite`,
 * the inviter's account). Each flow counts under its own keys: invitations never count against
 * the invited address's sign-in.
 */
export type AccountFlow = 'signIn' | 'forgotPassword' | 'setPassword' | 'invite';

export interface FlowLimiters {
  address: RateLimiterPostgres;
  account: RateLimiterPostgres;
}

/** Created by the migration `rate_limits`, so no instance creates tables at runtime. */
export const RATE_LIMIT_TABLE = 'rate_limits';

const ENV_NAMES = {
  signIn: ['RATE_LIMIT_SIGN_IN_ADDRESS', 'RATE_LIMIT_SIGN_IN_ACCOUNT'],
  forgotPassword: ['RATE_LIMIT_FORGOT_ADDRESS', 'RATE_LIMIT_FORGOT_ACCOUNT'],
  setPassword: ['RATE_LIMIT_SET_PASSWORD_ADDRESS', 'RATE_LIMIT_SET_PASSWORD_ACCOUNT'],
  invite: ['RATE_LIMIT_INVITE_ADDRESS', 'RATE_LIMIT_INVITE_INVITER'],
} as const satisfies Record<AccountFlow, readonly [string, string]>;

// One set per database pool: a test run or a script may hold several Payload instances.
const byPool = new WeakMap<object, Record<AccountFlow, FlowLimiters>>();

function limiter(pool: object, keyPrefix: string, limit: { points: number; seconds: number }) {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix,
    points: limit.points,
    duration: limit.seconds,
  });
}

/**
 * The limiters of each flow, counting in PostgreSQL (the table `rate_limits`, one row per key,
 * shared by every CMS instance on the database) through Payload's own connection pool, outside
 * any request's transaction: a refused sign-in rolls back, its count must not.
 */
export function attemptLimiters(payload: Payload): Record<AccountFlow, FlowLimiters> {
  const { pool } = postgresAdapter(payload);
  let limiters = byPool.get(pool);
  if (!limiters) {
    const settings = env();
    const forFlow = (flow: AccountFlow): FlowLimiters => {
      const [addressLimit, accountLimit] = ENV_NAMES[flow];
      return {
        address: limiter(pool, `${flow}:address`, settings[addressLimit]),
        account: limiter(pool, `${flow}:account`, settings[accountLimit]),
      };
    };
    limiters = {
      signIn: forFlow('signIn'),
      forgotPassword: forFlow('forgotPassword'),
      setPassword: forFlow('setPassword'),
      invite: forFlow('invite'),
    };
    byPool.set(pool, limiters);
  }
  return limiters;
}
