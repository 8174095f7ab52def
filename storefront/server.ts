/**
 * Starts the storefront: `npm start -w storefront` (production, after `npm run build`) or
 * `npm run dev -w storefront` (Vite middleware). CMS_URL and PORT come from src/server/env.ts.
 */
import { createApp } from './src/server/app';
import { readEnv } from './src/server/env';

const env = readEnv();
const mode = env.NODE_ENV === 'production' ? 'production' : 'development';
const { app, close } = await createApp({ mode, cmsUrl: env.CMS_URL });
const server = app.listen(env.PORT, () => {
  console.log(`Storefront (${mode}) on http://localhost:${env.PORT} (CMS: ${env.CMS_URL})`);
});

function stop() {
  server.close();
  void close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
