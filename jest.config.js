// One Jest run for every library and service: `unit` (*.spec.ts next to the code) and
// `integration` (*.integration-spec.ts against real Postgres and Redis). ESM throughout, so
// Jest runs under `node --experimental-vm-modules` (see package.json).
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    // Workspace libraries resolve to their TypeScript sources: no build needed before a test.
    '^@untangle/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    // A service's test harness (starting it in-process for other suites): `@untangle/<service>/testing`.
    '^@untangle/([a-z-]+)/testing$': '<rootDir>/services/$1/src/testing/index.ts',
    '^@untangle/([a-z-]+)/([a-z-]+)$': '<rootDir>/libs/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/frontend/'],
};

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,bench,tests}/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services,tests}/**/*.integration-spec.ts'],
      globalSetup: '<rootDir>/jest.global-setup.js',
      globalTeardown: '<rootDir>/jest.global-teardown.js',
      // A project-level testTimeout is ignored by Jest 30; a setup file sets it per test file.
      setupFilesAfterEnv: ['<rootDir>/jest.integration-setup.js'],
    },
  ],
};
