import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldText, priceRange, toggleInList } from '@shop/shared/catalog';
import { nextCatalogAddress, type QueryChanges } from '@shop/shared/catalog/query-writer';
import { earlyEvents as startEarlyEvents } from './early-events.browser';

let navigate: jest.Mock<(address: string) => void>;

function earlyEvents() {
  const events = window.__earlyEvents;
  if (!events) throw new Error('El script no se instaló');
  return events;
}

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  // Leads to the address as location.assign would (jsdom does not navigate): the next change starts from it.
  navigate = jest.fn((address: string) => window.history.pushState(null, '', address));
  startEarlyEvents(navigate);
});

afterEach(() => {
  earlyEvents().handOver();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('early events, before hydration', () => {
  it("sends a GET form to the address the app writes: no empty field, a repeated name's values joined", async () => {
    document.body.innerHTML = `
      <form method="get" action="/catalogo-bicicletas">
        <input name="q" aria-label="Buscar" value="">
        <label><input type="checkbox" name="categoria" value="mtb" checked> MTB</label>
        <label><input type="checkbox" name="categoria" value="bmx" checked> BMX</label>
        <input name="precio_min" aria-label="Desde" value=" 100.000 ">
        <button type="submit">Aplicar</button>
      </form>`;
    const seenByTheApp = jest.fn();
    document.querySelector('form')?.addEventListener('submit', seenByTheApp);

    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(navigate).toHaveBeenCalledWith('/catalogo-bicicletas?categoria=mtb%2Cbmx&precio_min=100000');
    expect(seenByTheApp).not.toHaveBeenCalled();
  });

  it('goes to the new address when a box, a radio or a select changes in a form that asks for it', async () => {
    document.body.innerHTML = `
      <form method="get" data-navigate-on-change>
        <label><input type="checkbox" name="categoria" value="mtb"> MTB</label>
        <label><input type="radio" name="color" value="#000000"> Negro</label>
        <label>Orden <select name="sort"><option value="">Novedades</option><option value="nombre_asc">A → Z</option></select></label>
        <input name="q" aria-label="Buscar">
      </form>`;

    await user.click(screen.getByRole('checkbox', { name: 'MTB' }));
    expect(navigate).toHaveBeenLastCalledWith('/?categoria=mtb');
    await user.click(screen.getByRole('radio', { name: 'Negro' }));
    expect(navigate).toHaveBeenLastCalledWith('/?categoria=mtb&color=%23000000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Orden' }), 'A → Z');
    expect(navigate).toHaveBeenLastCalledWith('/?categoria=mtb&color=%23000000&sort=nombre_asc');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'trail');
    await user.tab();
    expect(navigate).toHaveBeenCalledTimes(3);
  });

  it('holds a sign-in sent before hydration and sends it once the page has hydrated, once', async () => {
    document.body.innerHTML = `
      <form method="post" action="/login" data-replay-submit>
        <input name="email" aria-label="Email">
        <button type="submit">Ingresar</button>
      </form>`;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);

    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(submitted).not.toHaveBeenCalled();

    earlyEvents().handOver();
    earlyEvents().replay();
    expect(submitted).toHaveBeenCalledTimes(1);
    earlyEvents().replay();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clicks again, once hydrated, a button only scripts can handle', async () => {
    document.body.innerHTML = `<button type="button">Ampliar imagen</button>`;
    const clicked = jest.fn();
    screen.getByRole('button').addEventListener('click', clicked);

    await user.click(screen.getByRole('button', { name: 'Ampliar imagen' }));
    expect(clicked).not.toHaveBeenCalled();

    earlyEvents().handOver();
    earlyEvents().replay();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('leaves links and other forms to the browser, and every event to the app once handed over', async () => {
    document.body.innerHTML = `
      <form method="post" action="/contacto"><button type="submit">Enviar</button></form>
      <button type="button">Menú</button>`;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(submitted).toHaveBeenCalledTimes(1);

    earlyEvents().handOver();
    const clicked = jest.fn();
    screen.getByRole('button', { name: 'Menú' }).addEventListener('click', clicked);
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('sends a held form natively when the scripts fail, or have not started after 10 s', async () => {
    jest.useFakeTimers();
    const timedUser = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const nativeSubmit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    document.body.innerHTML = `
      <form method="post" action="/register" data-replay-submit><button type="submit">Crear cuenta</button></form>
      <form method="post" action="/login" data-replay-submit><button type="submit">Ingresar</button></form>`;

    await timedUser.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    jest.advanceTimersByTime(9_999);
    expect(nativeSubmit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(nativeSubmit).toHaveBeenCalledTimes(1);

    earlyEvents().fail();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.forms[1]?.addEventListener('submit', submitted);
    await timedUser.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});

/** The catalogue's filters form as the server renders it for the address's query. */
function renderFilters(search: string): HTMLFormElement {
  window.history.replaceState(null, '', `/catalogo-bicicletas${search}`);
  const query = new URLSearchParams(search);
  const ticked = (value: string) => (query.get('categoria')?.split(',').includes(value) ? 'checked' : '');
  const chosen = query.get('color') === '#000000' ? 'checked' : '';
  document.body.innerHTML = `
    <form method="get" action="/catalogo-bicicletas" data-navigate-on-change>
      <input name="q" aria-label="Buscar" value="${query.get('q') ?? ''}">
      <label><input type="checkbox" name="categoria" value="mtb" ${ticked('mtb')}> MTB</label>
      <label><input type="checkbox" name="categoria" value="bmx" ${ticked('bmx')}> BMX</label>
      <input type="radio" name="color" value="#000000" aria-label="Negro" data-second-tap-clears ${chosen}>
      <input name="precio_min" aria-label="Desde" value="${query.get('precio_min') ?? ''}">
      <input name="precio_max" aria-label="Hasta" value="${query.get('precio_max') ?? ''}">
      <button type="submit">Aplicar filtros</button>
    </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('Sin formulario');
  return form;
}

async function fill(typed: Partial<Record<'Buscar' | 'Desde' | 'Hasta', string>>): Promise<void> {
  for (const [label, text] of Object.entries(typed)) {
    await user.clear(screen.getByRole('textbox', { name: label }));
    if (text) await user.type(screen.getByRole('textbox', { name: label }), text);
  }
}

interface Row {
  form: string;
  address: string;
  /** Where the visitor is, what they do before hydration, and what the hydrated app changes for the same act. */
  search: string;
  act: () => Promise<void>;
  appChanges: (form: HTMLFormElement, base: URLSearchParams) => QueryChanges;
}

const applied = (form: HTMLFormElement) => ({ q: fieldText(form, 'q'), ...priceRange(form) });
const apply = () => user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

const rows: Row[] = [
  {
    form: 'a search and a price with thousands',
    search: '',
    act: async () => {
      await fill({ Buscar: ' trail ', Desde: '100.000' });
      await apply();
    },
    appChanges: applied,
    address: '/catalogo-bicicletas?q=trail&precio_min=100000',
  },
  {
    form: 'a reversed range',
    search: '?categoria=mtb',
    act: async () => {
      await fill({ Desde: '900.000', Hasta: '$ 100000' });
      await apply();
    },
    appChanges: applied,
    address: '/catalogo-bicicletas?categoria=mtb&precio_min=100000&precio_max=900000',
  },
  {
    form: 'a refused bound, kept as typed beside a read one',
    search: '',
    act: async () => {
      await fill({ Desde: '9.80', Hasta: '1.000.000' });
      await apply();
    },
    appChanges: applied,
    address: '/catalogo-bicicletas?precio_min=9.80&precio_max=1000000',
  },
  {
    form: 'nothing typed',
    search: '?page=3',
    act: apply,
    appChanges: applied,
    address: '/catalogo-bicicletas',
  },
  {
    form: 'a search over filters on a later page',
    search: '?categoria=mtb&color=%23000000&page=3',
    act: async () => {
      await fill({ Buscar: 'casco' });
      await apply();
    },
    appChanges: applied,
    address: '/catalogo-bicicletas?categoria=mtb&color=%23000000&q=casco',
  },
  {
    form: 'a second box ticked',
    search: '?categoria=mtb&precio_max=900000',
    act: () => user.click(screen.getByRole('checkbox', { name: 'BMX' })),
    appChanges: (_form, base) => ({ categoria: toggleInList(base.get('categoria') ?? '', 'bmx') }),
    address: '/catalogo-bicicletas?categoria=mtb%2Cbmx&precio_max=900000',
  },
  {
    form: 'the chosen colour tapped again',
    search: '?color=%23000000&q=trail',
    act: () => user.click(screen.getByRole('radio', { name: 'Negro' })),
    appChanges: () => ({ color: '' }),
    address: '/catalogo-bicicletas?q=trail',
  },
];

describe('one writer of catalogue addresses', () => {
  it.each(rows)('writes before hydration the address the app writes: $form', async (row) => {
    const form = renderFilters(row.search);
    const base = new URLSearchParams(row.search);
    await row.act();
    expect(navigate).toHaveBeenCalledTimes(1);
    const early = navigate.mock.calls[0]?.[0];
    expect(early).toBe(row.address);
    expect(nextCatalogAddress('/catalogo-bicicletas', base, row.appChanges(form, base))).toBe(early);
  });
});

describe('a tap shows at once that it was taken', () => {
  const busy = (element: HTMLElement) => element.getAttribute('aria-busy') === 'true';

  it('marks a held button busy until the app clicks it again, and a held sign-in until it is sent', async () => {
    document.body.innerHTML = `
      <button type="button">Agregar a mi consulta</button>
      <form method="post" action="/login" data-replay-submit><button type="submit">Ingresar</button></form>`;
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    const add = screen.getByRole('button', { name: 'Agregar a mi consulta' });
    const signIn = screen.getByRole('button', { name: 'Ingresar' });
    const busyWhenClicked = jest.fn(() => busy(add));
    add.addEventListener('click', busyWhenClicked);

    await user.click(add);
    await user.click(signIn);
    expect([busy(add), busy(signIn)]).toEqual([true, true]);
    expect(add).toHaveAttribute('data-tap-taken');

    earlyEvents().handOver();
    earlyEvents().replay();
    // Cleared as its action runs, not after.
    expect(busyWhenClicked.mock.results.map((result) => result.value)).toEqual([false]);
    expect([busy(add), busy(signIn)]).toEqual([false, false]);
    expect(add).not.toHaveAttribute('data-tap-taken');
  });

  it('marks what leads to another page: a box, a search sent with Enter, a link; not a fragment link', async () => {
    document.body.innerHTML = `
      <form method="get" data-navigate-on-change>
        <label><input type="checkbox" name="categoria" value="mtb"> MTB</label>
        <input name="q" aria-label="Buscar">
      </form>
      <a href="/catalogo-bicicletas?page=2">Siguiente →</a>
      <a href="#contenido">Saltar al contenido</a>`;
    document.querySelectorAll('a').forEach((link) => link.addEventListener('click', (event) => event.preventDefault()));

    await user.click(screen.getByRole('checkbox', { name: 'MTB' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'trail{Enter}');
    await user.click(screen.getByRole('link', { name: 'Siguiente →' }));
    await user.click(screen.getByRole('link', { name: 'Saltar al contenido' }));
    expect(
      [
        screen.getByRole('checkbox', { name: 'MTB' }),
        screen.getByRole('textbox', { name: 'Buscar' }),
        screen.getByRole('link', { name: 'Siguiente →' }),
        screen.getByRole('link', { name: 'Saltar al contenido' }),
      ].map(busy),
    ).toEqual([true, true, true, false]);

    // The page back from the browser's cache has nothing pending.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(screen.getByRole('link', { name: 'Siguiente →' })).not.toHaveAttribute('aria-busy');
  });

  it("leaves a popover's button ('Filtros') to the browser: it opens at once, nothing is held", async () => {
    document.body.innerHTML = `<button type="button" popovertarget="hoja">Filtros (0)</button><div id="hoja" popover>Filtros</div>`;
    const clicked = jest.fn((event: Event) => event.defaultPrevented);
    screen.getByRole('button').addEventListener('click', clicked);

    await user.click(screen.getByRole('button', { name: 'Filtros (0)' }));
    expect(clicked.mock.results.map((result) => result.value)).toEqual([false]);
    expect(screen.getByRole('button', { name: 'Filtros (0)' })).not.toHaveAttribute('aria-busy');
    earlyEvents().handOver();
    earlyEvents().replay();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
