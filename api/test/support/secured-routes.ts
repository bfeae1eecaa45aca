import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
}

/** A route of the app that asks for a token, with its path parameters filled in. */
export interface SecuredRoute {
  method: Method;
  url: string;
}

/**
 * Every route the app's OpenAPI document (built from its route table) says needs a bearer token: the admin's routes
 * and the account's own, routes added later included. Path parameters are all '1': the token is checked before them.
 */
export async function securedRoutes(t: TestApp): Promise<SecuredRoute[]> {
  const document = (await t.get('/api/openapi.json')).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        url: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .reduce((url, { name }) => url.replace(`{${name}}`, '1'), path),
      })),
  );
}
