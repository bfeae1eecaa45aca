import { server } from '@shop/shared/test';
import { http, HttpResponse } from 'msw';
import { fetchRemotesConfig, SECTIONS_WITHOUT_CONFIG } from './remotes-config';

const bikes = { name: 'bikes', entry: 'http://localhost:3001/mf-manifest.json', routes: ['/bicicletas'] };

function serveRemotesJson(body: Record<string, unknown>, status = 200) {
  const requests: string[] = [];
  server.use(
    http.get('/remotes.json', ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('fetchRemotesConfig', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    delete window.__remotesConfig;
  });

  it('reads remotes.json and keeps only well-formed remotes', async () => {
    serveRemotesJson({ remotes: [bikes, { name: 'roto', entry: 3, routes: [] }, { ...bikes, routes: ['sin-barra'] }] });
    await expect(fetchRemotesConfig()).resolves.toEqual([bikes]);
  });

  it('takes the copy index.html already requested, once, instead of asking again', async () => {
    const requests = serveRemotesJson({ remotes: [] });
    window.__remotesConfig = Promise.resolve({ remotes: [bikes] });
    await expect(fetchRemotesConfig()).resolves.toEqual([bikes]);
    expect(requests).toEqual([]);

    await expect(fetchRemotesConfig()).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it("keeps the remotes' sections, without an address, when remotes.json cannot be read", async () => {
    serveRemotesJson({ error: 'no' }, 404);
    await expect(fetchRemotesConfig()).resolves.toEqual(SECTIONS_WITHOUT_CONFIG);
    expect(console.error).toHaveBeenCalledWith('No se pudo leer la configuración de remotos', expect.any(Error));
  });
});
