import { NotFound, type PayloadRequest } from 'payload';
import { describe, expect, test, vi } from 'vitest';
import { EndpointError } from './EndpointError';
import { privateJson } from './privateResponse';
import { signedInEndpoint } from './signedInEndpoint';

const t = ((key: string) => `payload:${key}`) as PayloadRequest['t'];

function request(user: unknown = { id: 1 }, language = 'en') {
  const error = vi.fn();
  const req = { user, t, i18n: { language }, payload: { logger: { error } }, url: '/x' };
  return { req: req as unknown as PayloadRequest, error };
}

async function answer(handle: Parameters<typeof signedInEndpoint>[2], user?: unknown) {
  const { req, error } = request(user);
  const response = await signedInEndpoint('get', '/x', handle).handler(req);
  return { status: response.status, body: await response.json(), logged: error.mock.calls.length };
}

describe('signedInEndpoint', () => {
  test('answers what the handler answers', async () => {
    expect(await answer(async () => privateJson({ ok: true }))).toEqual({
      status: 200,
      body: { ok: true },
      logged: 0,
    });
  });

  test.each([
    {
      label: 'no session: 401 with Payload’s message',
      user: null,
      thrown: null,
      status: 401,
      errors: [{ message: 'payload:error:unauthorized' }],
    },
    {
      label: 'a refusal: its status and message',
      thrown: new EndpointError(404, 'No restaurant 3'),
      status: 404,
      errors: [{ message: 'No restaurant 3' }],
    },
    {
      label: 'a refusal with details: every entry',
      thrown: new EndpointError(400, '2 problems', [
        { message: 'a', row: 2, column: 'fat', code: 'invalid' },
        { message: 'b', row: 3, column: null, code: 'required' },
      ]),
      status: 400,
      errors: [
        { message: 'a', row: 2, column: 'fat', code: 'invalid' },
        { message: 'b', row: 3, column: null, code: 'required' },
      ],
    },
    {
      label: 'Payload’s own 4xx: its status and message',
      thrown: new NotFound(t),
      status: 404,
      errors: [{ message: 'payload:general:notFound' }],
    },
  ])('$label', async ({ user, thrown, status, errors }) => {
    const response = await answer(async () => {
      throw thrown;
    }, user);
    expect(response).toEqual({ status, body: { errors }, logged: 0 });
  });

  test('anything else: a logged 500 with Payload’s generic message', async () => {
    const response = await answer(async () => {
      throw new Error('connection reset');
    });
    expect(response).toEqual({
      status: 500,
      body: { errors: [{ message: 'payload:error:unknown' }] },
      logged: 1,
    });
  });

  test('hands the handler core’s translator in the admin’s language', async () => {
    const { req } = request({ id: 1 }, 'fr');
    const response = await signedInEndpoint('get', '/x', async (_req, translate) =>
      privateJson({ text: translate('admin.csv.error.noFile') }),
    ).handler(req);
    expect((await response.json()).text).toMatch(/fichier/i);
  });
});
