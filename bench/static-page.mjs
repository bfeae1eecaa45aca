// "The limit": each page as static HTML with the same above-the-fold content, styles and images
// and no JavaScript, taken from the rendered site. Our LCP is compared with its LCP.
import http from 'node:http';
import { listen } from '../scripts/static-server.mjs';

/** The rendered page without scripts, with every URL made absolute so it can be served elsewhere. */
export async function snapshotStaticPage(browser, site, route) {
  const page = await browser.newPage();
  await page.goto(`${site}${route}`, { waitUntil: 'networkidle' });
  const html = await page.evaluate(() => {
    for (const node of document.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]')) {
      node.remove();
    }
    for (const node of document.querySelectorAll('link[href]')) node.setAttribute('href', node.href);
    for (const node of document.querySelectorAll('img[src]')) node.setAttribute('src', node.src);
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  await page.close();
  return html;
}

/** Serves the snapshots: `/{index}.html` is the page of `routes[index]`. */
export function serveStaticPages(pages, port) {
  const server = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html ?? 'No encontrada');
  });
  return listen(server, port);
}
