// Builds the host and then every remote of remotes.config.json for production, one after another
// (each build already uses every core).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRemotes } from '../webpack/remotes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const workspace of ['host', ...readRemotes(root).map((remote) => remote.workspace)])
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
