import { http, HttpResponse } from 'msw';
import { apiUrl, server } from './msw-server';

type Respond = (params: URLSearchParams) => Response | Promise<Response>;

/** Answers GET {path} with `respond`, keeping the query of every request it answers, in order. */
export function recordGets(path: string, respond: Respond): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(path), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return respond(params);
    }),
  );
  return queries;
}

/** The queries of the GET {path} requests the page aborted; they are still answered by the handlers added before. */
export function abortedGets(path: string): URLSearchParams[] {
  const aborted: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(path), ({ request }) => {
      request.signal.addEventListener('abort', () => aborted.push(new URL(request.url).searchParams));
      return undefined;
    }),
  );
  return aborted;
}

/** Answers the search box's suggestions with `items` (none by default), keeping every query. */
export function serveSuggestions(items: unknown[] = []): URLSearchParams[] {
  return recordGets('/api/sugerencias', () => HttpResponse.json({ items }));
}
