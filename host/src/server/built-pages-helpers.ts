import { HtmlDocument } from './html-document';
import type { RemoteScreens } from './render-page';

/** A registry with no remote: every page is the host's own. */
export const WITHOUT_REMOTES: RemoteScreens = {
  remotes: [],
  stylesheets: () => [],
  preloads: () => [],
  screen: async () => null,
};

/** The shape of the built index.html: the host's script started by the inline script at the end of the body. */
const INDEX_HTML =
  '<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Rueda Libre</title></head>' +
  '<body><div id="root"></div><script>startAfterPaint(["/main.js"])</script></body></html>';

/** The shape of the built shell.html: the host's script deferred in <head>, an empty root. */
const SHELL_HTML =
  '<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Rueda Libre</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

/** The build's start-scripts.json: the scripts the host's pages start with. */
export const START_SCRIPTS = ['/main.js', '/frameworks.1234abcd.js'];

export function builtPages(): { document: HtmlDocument; shell: HtmlDocument; startScripts: string[] } {
  return { document: new HtmlDocument(INDEX_HTML), shell: new HtmlDocument(SHELL_HTML), startScripts: START_SCRIPTS };
}

/** How the page starts the host's script: after its first paint (hydrated) or from <head> (rendered in the browser). */
export function scriptStart(document: Document): 'after-paint' | 'head' | 'none' {
  if (document.head.querySelector('script[defer][src="/main.js"]')) return 'head';
  const inline = [...document.body.querySelectorAll('script:not([src])')];
  if (inline.some((script) => script.textContent?.includes('startAfterPaint('))) return 'after-paint';
  return 'none';
}
