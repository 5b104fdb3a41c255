import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';

// Workspace libraries export a `source` condition pointing at their TypeScript sources: bundle
// those directly so the frontend needs no library build step.
export const resolveConditions = ['source', ...defaultClientConditions];

// react-router's package exports always point at its development build (warnings and all); a
// production bundle takes the production build it ships next to it.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // In development the Vite server stands in for nginx: the gateway and the identity provider
  // are reached through the same origin, as in production.
  const backend = env.VITE_DEV_BACKEND ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      conditions: resolveConditions,
      alias: command === 'build' && mode === 'production' ? productionReactRouter : [],
    },
    server: {
      proxy: {
        '/api': { target: backend, changeOrigin: false },
        '/oidc': { target: backend, changeOrigin: false },
      },
    },
    build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
  };
});
