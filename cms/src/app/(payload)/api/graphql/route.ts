/* Generated shape (Payload's GraphQL route), its body checked first (guardRequestBody). */
import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';
import { guardRequestBody } from '../../../../utilities/guardRequestBody';

export const POST = guardRequestBody(GRAPHQL_POST(config), () => 'graphql');
export const OPTIONS = REST_OPTIONS(config);
