/**
 * One entry of an error answer. `message` is for the person; an entry may say more (a CSV
 * problem's `row`, `column` and `code`).
 */
export type ErrorEntry = { message: string; [detail: string]: unknown };

/** The statuses of a request refused for a reason the person asking can act on. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415;

/**
 * A request a signed-in endpoint refuses (see `signedInEndpoint`): answered with `status` and
 * Payload's own error shape, `{ errors: [{ message, …details }] }`, the errors being `errors`
 * (every problem of a file, say) or else the message alone. The message is written in the
 * admin's language, with the translator the endpoint is handed.
 *
 * @example
 * throw new EndpointError(404, t('admin.csv.error.noRestaurant', { id }));
 */
export class EndpointError extends Error {
  readonly errors: readonly ErrorEntry[];

  constructor(
    readonly status: RefusalStatus,
    message: string,
    errors: readonly ErrorEntry[] = [],
  ) {
    super(message);
    this.name = 'EndpointError';
    this.errors = errors.length > 0 ? errors : [{ message }];
  }
}
