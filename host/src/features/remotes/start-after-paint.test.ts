import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The script index.html inlines at the end of the page: it alone starts the host's scripts and the remote's preload.
const script = readFileSync(path.resolve(__dirname, '../../../../webpack/start-after-paint.browser.js'), 'utf8');
const SCRIPTS = ['/main.js', '/other.js'];

let animationFrames: (() => void)[];
let messages: (() => void)[];
let painted: boolean;

/** Delivers its messages when the test says the frame's tasks run (`nextFrame`). */
class FakeChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
}

function runScript(): void {
  new Function(
    `${script}\nstartAfterPaint(${JSON.stringify(SCRIPTS)}, function () { document.head.append('preload '); });`,
  )();
}

/** The scripts requested so far, after the preload started just before them. */
function startedScripts(): (string | null)[] {
  const scripts = [...document.head.querySelectorAll('script')].map((element) => element.getAttribute('src'));
  if (scripts.length > 0) expect(document.head.firstChild?.textContent).toBe('preload ');
  return scripts;
}

/** A priority image of the server's HTML, still loading. */
function loadingPriorityImage(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: false });
  document.getElementById('root')?.append(image);
  return image;
}

/** The browser draws a frame, `painting` or not its first contentful paint: its animation callbacks, then the tasks they posted. */
function nextFrame({ painting = true } = {}): void {
  painted ||= painting;
  for (const run of animationFrames.splice(0)) run();
  for (const run of messages.splice(0)) run();
}

beforeEach(() => {
  jest.useFakeTimers();
  animationFrames = [];
  messages = [];
  painted = false;
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><main>Bicicletas</main></div>';
  Object.assign(window, {
    MessageChannel: FakeChannel,
    requestAnimationFrame: (callback: () => void) => animationFrames.push(callback),
  });
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []),
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('startAfterPaint', () => {
  it('requests the scripts, in order, once the server HTML has had its first contentful paint', () => {
    runScript();
    nextFrame({ painting: false });
    nextFrame({ painting: false });
    expect(startedScripts()).toEqual([]);
    nextFrame();
    expect(startedScripts()).toEqual(SCRIPTS);
    expect([...document.head.querySelectorAll('script')].every((element) => !element.async)).toBe(true);
  });

  it('requests, as it starts them, the files the server lists for the start, a few per task, the scripts not twice', () => {
    const chunks = ['/1.js', '/2.js', '/3.js', '/4.js'].map((href) => ({ href, as: 'script' }));
    const list = document.createElement('script');
    list.id = 'start-files';
    list.type = 'application/json';
    list.textContent = JSON.stringify([
      { href: '/main.js', as: 'script' },
      { href: 'http://remoto.test/mf-manifest.json', as: 'fetch' },
      { href: 'http://remoto.test/remoteEntry.js', as: 'script' },
      ...chunks,
    ]);
    document.body.append(list);
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
        (link) => `${link.as} ${link.getAttribute('crossorigin') ?? '-'} ${link.getAttribute('href')}`,
      );

    runScript();
    expect(preloads()).toEqual([]);
    nextFrame();
    expect(startedScripts()).toEqual(SCRIPTS);
    expect(preloads()).toEqual([
      'fetch anonymous http://remoto.test/mf-manifest.json',
      'script - http://remoto.test/remoteEntry.js',
      'script - /1.js',
      'script - /2.js',
    ]);
    jest.advanceTimersByTime(0);
    expect(preloads().slice(4)).toEqual(['script - /3.js', 'script - /4.js']);
  });

  it('waits for the priority images too, whether they load or fail', () => {
    const hero = loadingPriorityImage();
    const first = loadingPriorityImage();
    runScript();
    nextFrame();
    hero.dispatchEvent(new Event('load'));
    expect(startedScripts()).toEqual([]);
    first.dispatchEvent(new Event('error'));
    expect(startedScripts()).toEqual(SCRIPTS);
  });

  it('does not wait for priority images already loaded', () => {
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    Object.defineProperty(image, 'complete', { value: true });
    document.getElementById('root')?.append(image);
    runScript();
    nextFrame();
    expect(startedScripts()).toEqual(SCRIPTS);
  });

  it('starts them at once when the page is empty (rendered in the browser)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runScript();
    expect(startedScripts()).toEqual(SCRIPTS);
  });

  it('starts them at once when the page had its first contentful paint before the script ran', () => {
    painted = true;
    runScript();
    expect(startedScripts()).toEqual(SCRIPTS);
  });

  it('waits at most three seconds for the paint and the images, and starts them only once', () => {
    loadingPriorityImage();
    runScript();
    jest.advanceTimersByTime(2999);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    nextFrame();
    expect(startedScripts()).toEqual(SCRIPTS);
  });
});
