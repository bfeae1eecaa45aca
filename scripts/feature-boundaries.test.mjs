import { beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Files that do not exist, linted by the repo's own config as if they did; their imports name real files. */
const PROBES = {
  apiInternal: ['api/src/features/suggestions/probe.ts', "import { countOver } from '../events/event-store';"],
  apiReExport: ['api/src/features/suggestions/probe.ts', "export { countOver } from '../events/event-store';"],
  apiIndex: ['api/src/features/suggestions/probe.ts', "import { countOver } from '../events';"],
  libFeature: ['api/src/lib/probe.ts', "import { countOver } from '../features/events';"],
  dbFeature: ['api/src/db/probe.ts', "import type { CatalogKind } from '../features/catalog-item';"],
  appFeature: ['mf-admin/src/features/banners/probe.ts', "import { AdminGuard } from '../guard/admin-guard';"],
  appLazy: ['mf-admin/src/features/banners/probe.ts', "export const load = () => import('../guard/admin-guard');"],
  appCommon: ['mf-admin/src/features/banners/probe.ts', "import { ErrorBanner } from '../../common/ui/status-banner';"],
};

/** The rule ids each probe's lint reports. ESLint loads the ESM config, which Jest's sandbox cannot: a child runs it. */
function lintProbes() {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const found = {};
    for (const [name, [filePath, line]] of Object.entries(probes)) {
      const [result] = await eslint.lintText(line + '\\nexport const used = 1;\\n', { filePath });
      found[name] = result.messages.map((message) => message.ruleId ?? message.message);
    }
    console.log(JSON.stringify(found));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(PROBES)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

let found;
beforeAll(() => {
  found = lintProbes();
}, 120_000);

test("an API feature that imports another feature's internals, or re-exports them, is refused", () => {
  expect(found.apiInternal).toContain('boundaries/dependencies');
  expect(found.apiReExport).toContain('boundaries/dependencies');
});

test("an API feature may use another through that feature's index", () => {
  expect(found.apiIndex).not.toContain('boundaries/dependencies');
});

test("the API's lib/ and db/ import no feature", () => {
  expect(found.libFeature).toContain('boundaries/dependencies');
  expect(found.dbFeature).toContain('boundaries/dependencies');
});

test("an app's feature never imports another feature, while the app's common folder is open to it", () => {
  expect(found.appFeature).toContain('boundaries/dependencies');
  expect(found.appLazy).toContain('boundaries/dependencies');
  expect(found.appCommon).not.toContain('boundaries/dependencies');
});
