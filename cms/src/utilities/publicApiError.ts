import { APIError } from 'payload';

/**
 * An APIError whose message Payload sends to the client as `{ errors: [{ message }] }`, also from
 * a production build: there our code is minified and an error's `name` (its class name) comes out
 * empty, and Payload's formatErrors then answers "An unknown error occurred." instead.
 * For hooks and endpoints Payload answers for; inside `signedInEndpoint`, throw `EndpointError`
 * (same shape, and it can list several problems).
 */
export function publicApiError(
  message: string,
  status: number,
  data: Record<string, unknown> | null = null,
): APIError {
  const error: APIError = new APIError(message, status, data, true);
  error.name = 'APIError';
  return error;
}
