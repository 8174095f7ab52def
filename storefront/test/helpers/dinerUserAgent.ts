/**
 * A diner's phone browser. HTTP libraries (Node's fetch sends "node") count as automated
 * clients (src/runtime/isCrawler.ts), which get a bare 503 instead of the error screen: tests
 * that look at the screens people see send this.
 */
export const DINER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
