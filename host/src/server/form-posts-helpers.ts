import { within } from '@testing-library/dom';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { PAGE_DATA_ID, type PageData } from '../app/page-data';
import { builtPages, WITHOUT_REMOTES } from './built-pages-helpers';
import { formPosts } from './form-posts';
import { trustProxy } from './trust-proxy';

/** The forms as the host serves them, trusting the proxies `TRUST_PROXY` names (none when unset). */
export async function formsApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const forms = Fastify({ trustProxy: trustProxy(env) });
  await forms.register(formPosts, { context: { ...builtPages(), registry: WITHOUT_REMOTES, hostStylesheets: [] } });
  await forms.ready();
  return forms;
}

/** The page a form post answered: its #root to query as a visitor would, and the data it hands to the browser. */
export function answeredPage(html: string) {
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root');
  if (!root) throw new Error('La página no tiene #root');
  const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as PageData | null;
  return { root: within(root), data };
}
