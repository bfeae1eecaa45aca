import { scriptSafeJson } from '@shop/shared/ui';
import { PAGE_DATA_ID, type PageData } from '../app/page-data';

/** The empty root of a built page (minified: its attribute may be unquoted). */
const ROOT = /<div id="?root"?><\/div>/;
/** The tags React hoists to the start of its output: the page's title, meta and links. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

export interface DocumentParts {
  /** React's output: the hoisted head tags, then the body. */
  rendered: string;
  stylesheets: readonly string[];
  /** What the browser hydrates from; null when it renders the page itself. */
  data: PageData | null;
  extraHead?: string;
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

  render({ rendered, stylesheets, data, extraHead = '' }: DocumentParts): string {
    const hoisted = HOISTED.exec(rendered)?.[0] ?? '';
    const body = rendered.slice(hoisted.length);
    const links = stylesheets.map(stylesheetLink).join('');
    const pageData = data
      ? `<script id="${PAGE_DATA_ID}" type="application/json">${scriptSafeJson(data)}</script>`
      : '';
    return `${this.head}${hoisted}${extraHead}${links}${this.middle}<div id="root">${body}</div>${pageData}${this.tail}`;
  }
}
