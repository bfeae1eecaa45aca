import { afterEach, beforeEach, jest } from '@jest/globals';

/**
 * Keeps what every window.scrollTo call of each test asked for (jsdom lays nothing out and does not
 * scroll). Call it once at the top of a test file.
 */
export function recordWindowScrolls(): ScrollToOptions[] {
  const scrolls: ScrollToOptions[] = [];
  let restore = () => {};
  beforeEach(() => {
    const spy = jest.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
      scrolls.push(typeof options === 'object' ? options : { left: options });
    });
    restore = () => spy.mockRestore();
  });
  afterEach(() => {
    restore();
    scrolls.length = 0;
  });
  return scrolls;
}

/**
 * Keeps every element scrolled into view during each test (jsdom has no `scrollIntoView`: this gives elements one
 * for the test's length). Call it once at the top of a test file.
 */
export function recordScrollsIntoView(): Element[] {
  const scrolled: Element[] = [];
  beforeEach(() => {
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    scrolled.length = 0;
  });
  return scrolled;
}
