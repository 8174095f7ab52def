/**
 * Whether an error is a failed load of a script chunk: the messages of Chromium, Firefox and
 * Safari for a dynamic `import()` that failed, and Vite's preload failure.
 *
 * @example
 * isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')) // true
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    error.message,
  );
}
