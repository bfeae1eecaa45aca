// Serves one app's dist folder: `node scripts/serve-static.mjs --dir dist --port 3001`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer, listen } from './static-server.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string' } } });
const dir = path.resolve(values.dir ?? 'dist');
const port = Number(values.port ?? 3000);

await listen(createStaticServer(dir), port);
console.log(`Sirviendo ${dir} en http://localhost:${port}`);
