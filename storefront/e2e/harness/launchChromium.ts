// storefront/tsconfig.json does not include e2e/, so the one copy of the browser setup lives in
// test/helpers (which both suites can import) and the e2e tests keep importing it from here.
export { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from '../../test/helpers/launchChromium';
