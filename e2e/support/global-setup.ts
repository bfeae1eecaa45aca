import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Builds the broken-remote fixture; the tests serve it themselves. */
export default function globalSetup(): void {
  const fixture = path.join(__dirname, '..', 'fixtures', 'broken-remote');
  execFileSync(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js'),
      '--config',
      path.join(fixture, 'webpack.config.js'),
      '--mode',
      'production',
    ],
    { stdio: 'inherit', cwd: fixture },
  );
}
