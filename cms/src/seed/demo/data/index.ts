export { demoBistro } from './demoBistro';
export { demoExpired, demoPrivate } from './demoOthers';
export { C, DEMO_INGREDIENTS, ingredientsUsedBy } from './ingredients';
export type * from './types';
