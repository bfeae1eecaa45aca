import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { databaseTargets } from './support/databases';
import { TestApp } from './support/test-app';

/** Prometheus's own checker (Debian's `prometheus` package), on the shop's config, alerts and figures. */
const run = promisify(execFile);
const PROMETHEUS_DIR = path.resolve(__dirname, '../../deploy/prometheus');

function promtool(args: string[], input?: string): Promise<{ stdout: string; stderr: string }> {
  const child = run('promtool', args, { cwd: PROMETHEUS_DIR });
  if (input !== undefined) child.child.stdin?.end(input);
  return child;
}

/** The figures the shop defines: prom-client's own process and Node.js families break the lint's `_total` rule. */
function shopFamilies(exposition: string): string {
  return exposition
    .split('\n')
    .filter((line) => !/^(# (HELP|TYPE) )?(nodejs|process)_/.test(line))
    .join('\n');
}

describe('Prometheus', () => {
  it('reads the scrape configuration of compose.yaml', async () => {
    const { stdout } = await promtool(['check', 'config', '--syntax-only', 'prometheus.yml']);
    expect(stdout).toContain('SUCCESS: prometheus.yml is valid prometheus config file syntax');
  });

  it('fires each alert when its example series call for it, and not before', async () => {
    const { stdout } = await promtool(['test', 'rules', 'alerts.test.yml']);
    expect(stdout).toContain('SUCCESS');
  });

  describe("the API's /metrics", () => {
    const t = new TestApp();
    let dispose: (() => Promise<void>) | null = null;
    beforeAll(async () => {
      const opened = await databaseTargets[0]!.open();
      dispose = opened.dispose;
      await t.start(opened.db);
    }, 60_000);
    afterAll(async () => {
      await t.stop();
      await dispose?.();
    });

    it("passes Prometheus's lint of metric names, types and help", async () => {
      await t.get('/api/bicicletas');
      const scrape = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      const lint = promtool(['check', 'metrics'], shopFamilies(scrape.body));
      await expect(lint).resolves.toEqual({ stdout: '', stderr: '' });
    });
  });
});
