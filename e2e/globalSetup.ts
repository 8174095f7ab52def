import { acquireStack } from '@nutrimenu/devstack/stack/acquireStack';
import type { StackInfo } from '@nutrimenu/devstack/stack/stackInfo';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real stack every end-to-end test runs against. */
    stack: StackInfo;
  }
}

/**
 * Starts the real stack once for the end-to-end run (PostgreSQL, CMS and storefront on free ports
 * with demo data, see devstack/src/stack/startStack.ts) and stops it afterwards, whether tests
 * passed or not. With `E2E_STACK=<file>` the tests use a stack left running by
 * devstack/src/stack/serveStack.ts instead.
 */
export default async function setup(project: TestProject) {
  const { stop, ...info } = await acquireStack();
  project.provide('stack', info);
  return stop;
}
