import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.CERTDESK_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // The server puts a fresh nonce per page in place of this placeholder (its Content-Security-Policy
  // allows style elements with that nonce only); the app hands it to antd's CSS-in-JS.
  html: { cspNonce: 'CERTDESK_CSP_NONCE' },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: {
      '/api': api,
      '/open': api,
      '/files': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // antd alone is ~620 kB minified; every screen is its own lazy chunk.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries change less often than our screens: keep them in their own cached chunks.
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-|@rc-component|dayjs)/ },
          ],
        },
      },
    },
  },
});
