/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { siteConfig } from '@shop/shared/config';
import type { hostScreens as actualScreens } from '../app/host-screens';
import { PAGE_DATA_ID } from '../app/page-data';
import { builtPages, scriptStart } from './built-pages-helpers';
import { renderPage } from './render-page';

jest.mock('../app/host-screens', () => {
  const { hostScreens } = jest.requireActual<{ hostScreens: typeof actualScreens }>('../app/host-screens');
  const Broken = () => {
    throw new Error('Falla del componente');
  };
  return { hostScreens: { ...hostScreens, '/contacto': async () => ({ Component: Broken }) } };
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('a page that fails on the server', () => {
  it('answers 500 with the error page inside the layout, left for the browser to render (no state)', async () => {
    const context = {
      ...builtPages(),
      registry: { remotes: [], stylesheets: () => [], preloads: () => [], screen: async () => null },
      hostStylesheets: ['/host-styles.1234abcd.css'],
    };
    const answer = await renderPage(new URL('/contacto', siteConfig.siteUrl), context);

    expect(answer.status).toBe(500);
    expect('reusable' in answer && answer.reusable).toBe(false);
    const { document } = new JSDOM('html' in answer ? answer.html : '').window;
    const root = document.getElementById('root') as HTMLElement;
    expect(within(root).getByRole('heading', { level: 1, name: 'Ups…' })).toBeTruthy();
    expect(within(root).getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
    expect(within(root).getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
    expect(document.title).toBe(`Error | ${siteConfig.shopName}`);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(scriptStart(document)).toBe('head');
    expect(document.body.textContent).not.toContain('Falla del componente');
  });
});
