import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BackupsAnswer } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';
import { LastBackup } from './last-backup';

const NEWEST = { archivo: 'copia-20261128-091500-000.tar.gz', fecha: '2026-11-28T09:15:00.000Z', bytes: 8_251_528 };
const ARCHIVE = new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]);

function renderBackup(answer: BackupsAnswer) {
  server.use(http.get(apiUrl('/api/copias'), () => HttpResponse.json(answer)));
  return renderWithProviders(<LastBackup />, { preloadedState: ADMIN_SESSION });
}

/** Object URLs made for downloads, with the blob of each. */
function captureDownloads() {
  const files: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      files.push(blob);
      return 'blob:copia';
    },
  });
  const revoked = jest.fn();
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revoked });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { files, revoked, clicked };
}

describe('LastBackup', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    jest.restoreAllMocks();
  });

  it('shows when the newest backup was taken and its size, and downloads it with the admin token', async () => {
    const calls = recordCalls();
    const downloads = captureDownloads();
    server.use(
      http.get(apiUrl(`/api/copias/${NEWEST.archivo}`), () =>
        HttpResponse.arrayBuffer(ARCHIVE.buffer, { headers: { 'content-type': 'application/gzip' } }),
      ),
    );
    const older = { ...NEWEST, archivo: 'copia-20261127-091500-000.tar.gz', fecha: '2026-11-27T09:15:00.000Z' };
    const { user } = renderBackup({ items: [NEWEST, older] });
    const section = within(screen.getByRole('region', { name: 'Copia de seguridad' }));

    const when = new Date(NEWEST.fecha).toLocaleString('es-AR', {
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    await user.click(await section.findByRole('button', { name: 'Descargar copia' }));
    expect(section.getByText(/Última copia:/)).toHaveTextContent(`Última copia: ${when.replace(/\s+/g, ' ')} · 8,3 MB`);

    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]?.download).toBe(NEWEST.archivo);
    expect(downloads.clicked[0]?.href).toBe('blob:copia');
    expect(new Uint8Array(await (downloads.files[0] as Blob).arrayBuffer())).toEqual(ARCHIVE);
    expect(downloads.revoked).toHaveBeenCalledWith('blob:copia');
    expect(calls.find((call) => call.path === `/api/copias/${NEWEST.archivo}`)?.authorization).toBe('Bearer t');
  });

  it('says the download failed with the API’s reason', async () => {
    captureDownloads();
    server.use(
      http.get(apiUrl(`/api/copias/${NEWEST.archivo}`), () =>
        HttpResponse.json({ error: 'No existe esa copia.' }, { status: 404 }),
      ),
    );
    const { user } = renderBackup({ items: [NEWEST] });

    await user.click(await screen.findByRole('button', { name: 'Descargar copia' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo descargar la copia: No existe esa copia.');
  });

  it('says when there is no backup yet', async () => {
    renderBackup({ items: [] });

    expect(await screen.findByText('Todavía no hay ninguna copia.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar copia' })).not.toBeInTheDocument();
  });
});
