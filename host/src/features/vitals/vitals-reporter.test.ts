import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@shop/shared/config';
import { reportVitals, type VitalsSource } from './vitals-reporter';
import { isSampled, SAMPLE_RATE_KEY } from './vitals-sampling';

// The script index.html inlines in <head>: it counts the page's errors from the start.
const pageErrorsScript = readFileSync(path.resolve(__dirname, '../../../../webpack/page-errors.browser.js'), 'utf8');

const sendBeacon = jest.fn<(url: string, body: string) => boolean>(() => true);

/** The performance entries a browser would have: the first contentful paint at 400 ms, hydrated at 1250 ms. */
const entries: Record<string, { startTime: number }[]> = {
  'first-contentful-paint': [{ startTime: 400 }],
  hydrated: [{ startTime: 1250 }],
};

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The one report sent, parsed. */
function sentReport(): unknown {
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, body] = sendBeacon.mock.calls[0] ?? [];
  expect(url).toBe(`${siteConfig.apiUrl}/api/vitals`);
  expect(typeof body).toBe('string');
  return JSON.parse(body ?? '');
}

function rejectUnhandled(reason: unknown): void {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

beforeAll(() => {
  new Function(`${pageErrorsScript}\npageErrors();`)();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(performance, 'getEntriesByName', {
    value: (name: string) => entries[name] ?? [],
    configurable: true,
  });
});

beforeEach(() => {
  sendBeacon.mockClear();
  Object.assign(window.__pageErrors ?? {}, { js: 0, carga: 0 });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the speed report', () => {
  it("samples the site's share of visits, and a diagnosis override in localStorage", () => {
    expect(siteConfig.vitalsSampleRate).toBe(0.1);
    expect(isSampled(() => 0.05)).toBe(true);
    expect(isSampled(() => 0.1)).toBe(false);
    localStorage.setItem(SAMPLE_RATE_KEY, '1');
    expect(isSampled(() => 0.99)).toBe(true);
    localStorage.setItem(SAMPLE_RATE_KEY, '0');
    expect(isSampled(() => 0)).toBe(false);
    localStorage.setItem(SAMPLE_RATE_KEY, 'todas');
    expect(isSampled(() => 0.5)).toBe(false);
    expect(isSampled(() => 0.05)).toBe(true);
  });

  it('sends once, when the page is hidden, the route pattern and numbers only', () => {
    let lastValues = (): void => undefined;
    // As web-vitals: the last LCP and CLS come when the page is hidden, before the report goes.
    const source: VitalsSource = (record) => {
      record('ttfb', 61.4);
      record('lcp', 1834.6);
      record('inp', Number.NaN);
      lastValues = () => {
        record('lcp', 91_000);
        record('cls', 0.031_249);
      };
    };
    reportVitals('/bici/:slug', source);
    window.addEventListener('visibilitychange', () => lastValues(), { capture: true, once: true });
    // An unloading page fires pagehide before visibilitychange: web-vitals has not reported its last values yet.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    hidePage();
    hidePage();
    // Rounded, a late LCP held to the largest value the API takes, the hydration from paint to the mark.
    expect(sentReport()).toEqual({
      ruta: '/bici/:slug',
      metricas: { lcp: 60_000, cls: 0.0312, ttfb: 61, hidratacion: 850 },
      errores: { js: 0, carga: 0 },
    });
    expect(sendBeacon.mock.calls[0]?.[1]).not.toContain(window.location.host);
  });

  it("counts failed loads as 'carga' and any other error as 'js', from the page's start", () => {
    const chunkError = Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError, message: chunkError.message }));
    rejectUnhandled(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'));
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    // An image that did not load is no script error.
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    const typeError = new TypeError("Cannot read properties of undefined (reading 'precio')");
    window.dispatchEvent(new ErrorEvent('error', { error: typeError, message: typeError.message }));
    rejectUnhandled('sin motivo');
    reportVitals('/bicicletas', () => undefined);
    hidePage();
    expect(sentReport()).toEqual({ ruta: '/bicicletas', metricas: { hidratacion: 850 }, errores: { js: 2, carga: 3 } });
  });
});
