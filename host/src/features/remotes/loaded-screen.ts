import type { Screen } from '@shop/shared/remote';

/** A screen already loaded (on the server, and in the browser before hydration), rendered without waiting. */
export interface LoadedScreen {
  pattern: string;
  /** The remote it comes from; none for the host's own screens. */
  remote?: string;
  screen: Screen;
}
