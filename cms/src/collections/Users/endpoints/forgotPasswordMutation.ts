import type { GraphQLExtension, PayloadRequest } from 'payload';
import { startForgotPassword } from '../auth/startForgotPassword';
import { limitAttempt } from '../rateLimit/limitAttempt';

/**
 * GraphQL's `forgotPasswordUser` mutation, replaced for the reason the REST endpoint is
 * (forgotPasswordEndpoint.ts): Payload's resolver answers `true` only once the e-mail has gone
 * out when the address has an account. This one answers `true` at once for any address.
 * (Custom mutations replace Payload's own of the same name.)
 */
export const accountMutations: GraphQLExtension = (GraphQL) => ({
  forgotPasswordUser: {
    type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLBoolean),
    args: { email: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) } },
    resolve: async (
      _source: unknown,
      args: { email: string },
      context: { req: PayloadRequest },
    ) => {
      const email = args.email.trim();
      // The REST endpoint's limits, shared: the same counts whichever way is asked.
      await limitAttempt(context.req, 'forgotPassword', email === '' ? null : email);
      if (email !== '') startForgotPassword(context.req.payload, email);
      return true;
    },
  },
});
