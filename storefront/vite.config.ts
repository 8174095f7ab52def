import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // The client build's manifest is not needed: the SSR template is the built index.html.
    emptyOutDir: true,
  },
});
