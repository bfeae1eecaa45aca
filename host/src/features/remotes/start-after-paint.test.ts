import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The script index.html inlines at the end of the page: it alone starts the host's scripts.
const script = readFileSync(path.resolve(__dirname, '../../../../webpack/start-after-paint.browser.js'), 'utf8');
const SCRIPTS = ['/main.js', '/other.js'];

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;
let paintCallbacks: PaintCallback[];

class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    paintCallbacks.push(this.callback);
  }
}

function runScript(): void {
  new Function(`${script}\nstartAfterPaint(${JSON.stringify(SCRIPTS)});`)();
}

function startedScripts(): (string | null)[] {
  return [...document.head.querySelectorAll('script')].map((element) => element.getAttribute('src'));
}

function paint(name: string): void {
  for (const callback of paintCallbacks)
    callback({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect() {} });
}

beforeEach(() => {
  jest.useFakeTimers();
  paintCallbacks = [];
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><main>Bicicletas</main></div>';
  Object.assign(window, { PerformanceObserver: FakePaintObserver });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('startAfterPaint', () => {
  it('requests the scripts, in order, once the server HTML has had its first contentful paint', () => {
    runScript();
    paint('first-paint');
    expect(startedScripts()).toEqual([]);
    paint('first-contentful-paint');
    expect(startedScripts()).toEqual(SCRIPTS);
    expect([...document.head.querySelectorAll('script')].every((element) => !element.async)).toBe(true);
  });

  it('starts them at once when the page is empty (rendered in the browser)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runScript();
    expect(startedScripts()).toEqual(SCRIPTS);
  });

  it('starts them at once without paint timing', () => {
    Object.assign(window, { PerformanceObserver: undefined });
    runScript();
    expect(startedScripts()).toEqual(SCRIPTS);
  });

  it('waits at most three seconds for the paint, and starts them only once', () => {
    runScript();
    jest.advanceTimersByTime(2999);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    paint('first-contentful-paint');
    expect(startedScripts()).toEqual(SCRIPTS);
  });
});
