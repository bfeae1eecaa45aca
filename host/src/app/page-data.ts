import type { RootState } from '@shop/shared/store';
import type { PostedForm } from '../common/posted-form';

/** The id of the script element in which the server hands the page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/** What the server rendered the page with: the browser hydrates from the same screen and state. */
export interface PageData {
  /** The request's store, without session data: the API cache the page was rendered from. */
  state: Partial<RootState>;
  /** The screen the server rendered (its pattern, and its remote when one serves it). */
  screen: { pattern: string; remote?: string } | null;
  /** The answer to a form posted without JavaScript (such a page is never served to anyone else). */
  form?: PostedForm;
}
