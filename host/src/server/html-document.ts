import { scriptSafeJson } from '@shop/shared/ui';
import { PAGE_DATA_ID, type PageData } from '../app/page-data';

/** The empty root of a built page (minified: its attribute may be unquoted). */
const ROOT = /<div id="?root"?><\/div>/;
/** The tags React hoists to the start of its output: the page's title, meta and links. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/** The element listing the files a page's start needs (webpack/start-after-paint.browser.js reads it). */
export const START_FILES_ID = 'start-files';

/** A file the page's scripts will ask for: `fetch` a remote's manifest, `script` a script. */
export interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

export interface DocumentParts {
  /** React's output: the hoisted head tags, then the body. */
  rendered: string;
  stylesheets: readonly string[];
  /** What the browser hydrates from; null when it renders the page itself. */
  data: PageData | null;
  extraHead?: string;
  /** The files the page's start needs: requested together once it has painted, not as each script finds the next. */
  startFiles?: readonly Preload[];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A stylesheet's link. The host's own sheets (root-relative) also carry the name webpack's CSS loading
 * looks for, their file name: otherwise hydration loads and applies the same sheet a second time.
 */
function stylesheetLink(href: string): string {
  const fileName =
    href.startsWith('/') && !href.startsWith('//') ? ` data-href="${escapeAttribute(href.slice(1))}"` : '';
  return `<link rel="stylesheet" href="${escapeAttribute(href)}"${fileName}>`;
}

/**
 * A list, not preload links: even at low priority, files requested while the page paints delayed its
 * largest paint (Lighthouse, simulated slow 4G: 0.4-0.8 s later, measured on a busy machine). The start script preloads them once the page
 * has painted, as it starts the host's scripts.
 */
function startFilesList(files: readonly Preload[]): string {
  return files.length ? `<script id="${START_FILES_ID}" type="application/json">${scriptSafeJson(files)}</script>` : '';
}

/**
 * One of the host's built pages (index.html or shell.html: its scripts, the remote preload, icons)
 * turned into a page: the head gets the page's own tags and every stylesheet before the body, the
 * body the server's HTML.
 */
export class HtmlDocument {
  private readonly head: string;
  private readonly middle: string;
  private readonly tail: string;

  constructor(template: string) {
    const withoutTitle = template.replace(/<title>[^<]*<\/title>/, '');
    const headEnd = withoutTitle.indexOf('</head>');
    const root = ROOT.exec(withoutTitle);
    if (headEnd < 0 || !root) throw new Error('La plantilla HTML no tiene </head> o #root');
    this.head = withoutTitle.slice(0, headEnd);
    this.middle = withoutTitle.slice(headEnd, root.index);
    this.tail = withoutTitle.slice(root.index + root[0].length);
  }

  render({ rendered, stylesheets, data, extraHead = '', startFiles = [] }: DocumentParts): string {
    const hoisted = HOISTED.exec(rendered)?.[0] ?? '';
    const body = rendered.slice(hoisted.length);
    const links = stylesheets.map(stylesheetLink).join('');
    const pageData = data
      ? `<script id="${PAGE_DATA_ID}" type="application/json">${scriptSafeJson(data)}</script>`
      : '';
    return `${this.head}${hoisted}${extraHead}${links}${this.middle}<div id="root">${body}</div>${pageData}${startFilesList(startFiles)}${this.tail}`;
  }
}
