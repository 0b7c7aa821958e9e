import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file builds its own app on its own database; PGlite start-up and scrypt are CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
