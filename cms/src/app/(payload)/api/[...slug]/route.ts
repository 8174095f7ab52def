/* Generated shape (Payload's REST route), its writes' bodies checked first (guardRequestBody). A
 * stored public menu is answered before Next in production (server.ts). */
import config from '@payload-config';
import '@payloadcms/next/css';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { guardRequestBody } from '../../../../utilities/guardRequestBody';
import { restBodyKind } from '../../../../utilities/restBodyKind';

const bodyKind = restBodyKind(config);

export const GET = REST_GET(config);
export const POST = guardRequestBody(REST_POST(config), bodyKind);
export const DELETE = REST_DELETE(config);
export const PATCH = guardRequestBody(REST_PATCH(config), bodyKind);
export const PUT = guardRequestBody(REST_PUT(config), bodyKind);
export const OPTIONS = REST_OPTIONS(config);
