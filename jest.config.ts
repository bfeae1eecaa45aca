/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}} */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { readRemotes } from './webpack/remotes';
import { loadSiteConfig } from './webpack/site-config';

const swcTransform: Config['transform'] = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// The contract's built files are for the API's production start; tests read its sources.
const contractSources = { '^@shop/contract$': '<rootDir>/../contract/src/index.ts' };

// MSW 2 and its helpers ship ESM only: let them through the transform.
const esmPackages = [
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  '@bundled-es-modules',
  // The host server checks fetched JSON with typebox 1, ESM only too.
  'typebox',
];

function webProject(name: string): Config {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: swcTransform,
    transformIgnorePatterns: [`/node_modules/(?!(.*/)?(${esmPackages.join('|')})/)`],
    moduleNameMapper: { ...contractSources, '\\.css$': 'identity-obj-proxy' },
    globals: { __SITE_CONFIG__: loadSiteConfig({}) },
    setupFilesAfterEnv: ['<rootDir>/../shared/src/test/setup-tests.ts'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  } as Config;
}

const config: Config = {
  // A global option (projects ignore it): screens a real user types into take seconds on a busy 2-core machine.
  testTimeout: 20_000,
  // The API's suites wait on child servers and PostgreSQL about half the time: one worker per core left both cores
  // half idle (865 s on a 2-core machine); half as many again keeps them busy (459 s, all passing).
  // (A number: Jest reads a percentage above 100 % as that many workers.)
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  projects: [
    {
      displayName: 'contract',
      rootDir: '<rootDir>/contract',
      testEnvironment: 'node',
      transform: swcTransform,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      displayName: 'webpack',
      rootDir: '<rootDir>/webpack',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.js'],
    },
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: swcTransform,
      // The release tests compare the bucket's settings with the API's own reading of them.
      moduleNameMapper: contractSources,
      testMatch: ['<rootDir>/*.test.mjs'],
    },
    webProject('shared'),
    webProject('host'),
    ...readRemotes(__dirname).map((remote) => webProject(remote.workspace)),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // typebox 1, content-disposition 3 and cookie 1 (under @fastify/static, light-my-request) are ESM only; PGlite's CommonJS
      // build loads Node's modules with import(), which Jest's sandbox refuses: compile them all to require.
      transform: { ...swcTransform, '^.+\\.cjs$': (swcTransform as Record<string, unknown>)['^.+\\.(t|j|mj)sx?$'] },
      transformIgnorePatterns: ['/node_modules/(?!(.*/)?(typebox|content-disposition|cookie|@electric-sql/pglite)/)'],
      moduleNameMapper: contractSources,
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};

export default config;
