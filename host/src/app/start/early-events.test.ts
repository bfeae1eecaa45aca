import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The script index.html inlines first in <head>: it keeps what a visitor does before hydration.
const script = readFileSync(path.resolve(__dirname, '../../../../webpack/early-events.browser.js'), 'utf8');

let navigate: jest.Mock<(address: string) => void>;

function runScript(): void {
  new Function('navigate', `${script}\nearlyEvents(navigate);`)(navigate);
}

function earlyEvents() {
  const events = window.__earlyEvents;
  if (!events) throw new Error('El script no se instaló');
  return events;
}

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  navigate = jest.fn();
  runScript();
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

    expect(navigate).toHaveBeenCalledWith('/catalogo-bicicletas?categoria=mtb%2Cbmx&precio_min=100.000');
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
