import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Every run starts the API on a fresh embedded database with the demo catalogue.
const dataDir = path.join(__dirname, 'test-results', 'e2e-data');
// Workers load this file again once the API runs on that folder: only the runner wipes it.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'es-AR',
    trace: 'retain-on-failure',
    // Speed reports go out for a random share of visits (vitalsSampleRate): none here, so that no test meets a
    // beacon by chance. e2e/site-speed.spec.ts turns them on for its own visit.
    storageState: {
      cookies: [],
      origins: [{ origin: 'http://localhost:3000', localStorage: [{ name: 'vitals-muestra', value: '0' }] }],
    },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: 'http://localhost:3000',
    env: { DATA_DIR: dataDir, NODE_ENV: 'test' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
