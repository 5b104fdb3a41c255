import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { resolveConditions } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: resolveConditions },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
    // One jsdom per worker instead of one per file: the setup file cleans up after every test.
    isolate: false,
    restoreMocks: true,
    clearMocks: true,
  },
});
