import type { Reader, SqlValue } from '../src/db/types';
import { BIKES } from '../src/features/catalog/catalog-kinds';
import type { ListQuery } from '@shop/contract';
import { listCatalog } from '../src/features/catalog/catalog-list';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

const ROWS = 3000;

interface Page {
  total: number;
  items: { id: number }[];
  facets?: { categoria: Record<string, number> };
}

describe.each(databaseTargets)('búsqueda por trigramas y conteos ($name)', (target) => {
  const t = useTestApp(target);

  beforeAll(async () => {
    // Enough rows for the planner to prefer an index; one in a hundred holds the rare words.
    await t.db.query(
      `insert into bicicletas (nombre, categoria, search_text)
       select 'Relleno ' || n, 'urbano',
              case when n % 100 = 0 then 'zafiro nandu tremendo ' || n else 'relleno comun ' || n end
       from generate_series(1, ${ROWS}) as n`,
    );
    // One main image each, as the catalogue's items have.
    await t.db.query(
      `insert into imagenes (owner_type, owner_id, url, es_principal)
       select 'bicicleta', id, '/uploads/relleno-' || id || '.webp', true from bicicletas where nombre like 'Relleno %'`,
    );
    await t.db.query('analyze bicicletas');
    await t.db.query('analyze imagenes');
  });

  let recorded: { sql: string; params: readonly SqlValue[] }[] = [];
  /** The test database, recording each statement (one object: the list's counts are kept per database object). */
  const recorder: Reader = {
    query: (sql, params = []) => {
      recorded.push({ sql, params });
      return t.db.query(sql, params);
    },
    queryMany: (sql, params = []) => {
      recorded.push({ sql, params });
      return t.db.queryMany(sql, params);
    },
  };

  /** The statements a list runs, with its answer. */
  async function statementsOf(query: ListQuery) {
    recorded = [];
    const answer = await listCatalog(recorder, BIKES, query, false);
    return { statements: recorded, answer };
  }

  /** The statements a list runs, as the database plans them with their parameters. */
  async function plansOf(query: ListQuery): Promise<string[]> {
    const { statements } = await statementsOf(query);
    return Promise.all(
      statements.map(async ({ sql, params }) =>
        (await t.db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params))
          .map((row) => row['QUERY PLAN'])
          .join('\n'),
      ),
    );
  }

  it.each([
    ['una palabra rara', 'zafiro'],
    ['tres letras', 'tre'],
    ['con acentos y mayúsculas', 'Ñandú'],
  ])('%s (%s): el conteo lee el índice de trigramas, no la tabla entera', async (_case, q) => {
    const plans = await plansOf({ q, limit: 15, page: 1 });
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.at(-1)).toMatch(/Bitmap Index Scan on bicicletas_search/);
    expect(plans.at(-1)).not.toMatch(/Seq Scan on bicicletas/);
  });

  it('con facets=1 también', async () => {
    const plans = await plansOf({ q: 'zafiro', facets: 1, limit: 15, page: 1 });
    expect(plans.at(-1)).toMatch(/Bitmap Index Scan on bicicletas_search/);
  });

  it.each([
    ['sin filtros', {}],
    ['con una búsqueda', { q: 'relleno' }],
  ])(
    '%s: la imagen principal de cada item es la primera de su índice, sin ordenar sus imágenes',
    async (_case, query) => {
      const [page] = await plansOf({ ...query, limit: 15, page: 1 });
      expect(page).toMatch(/Index (Only )?Scan using imagenes_owner_first on imagenes/);
      expect(page).not.toMatch(/Sort Key: i\.es_principal/);
    },
  );

  it.each([
    ['una palabra en casi todas las filas', 'comun', 'strpos("search_text"'],
    ['una palabra rara', 'zafiro', '"search_text" like'],
  ])(
    '%s (%s): contada una vez, su página se lee como conviene a tantas filas, con la misma respuesta',
    async (_case, q, matchedBy) => {
      const query = { q, limit: 15, page: 2 };
      const first = await statementsOf(query);
      expect(first.statements[0]?.sql).toContain('"search_text" like');
      const second = await statementsOf(query);
      expect(second.statements).toHaveLength(1);
      expect(second.statements[0]?.sql).toContain(matchedBy);
      expect(second.answer).toEqual(first.answer);
    },
  );

  it('los valores del pedido van como parámetros: dos búsquedas de la misma forma son la misma sentencia', async () => {
    const [zafiro, tremendo] = [await statementsOf({ q: 'zafiro' }), await statementsOf({ q: 'tremendo' })];
    expect(zafiro.statements[0]?.sql).toBe(tremendo.statements[0]?.sql);
    expect(zafiro.statements[0]?.sql).not.toContain('zafiro');
    expect(zafiro.statements[0]?.params).toEqual(['%zafiro%']);
    expect(zafiro.answer.items).toHaveLength(15);
  });

  it('una lista sin filtros no tiene parámetros, así PGlite reusa su plan', async () => {
    const { statements, answer } = await statementsOf({ limit: 15, page: 2 });
    expect(statements.map(({ params }) => params)).toEqual(statements.map(() => []));
    expect(answer.items).toHaveLength(15);
  });

  it('encuentra lo mismo que contar a mano', async () => {
    const page = (await t.get('/api/bicicletas?q=%C3%91and%C3%BA&limit=100')).json<Page>();
    expect(page.total).toBe(ROWS / 100);
    expect(page.items).toHaveLength(ROWS / 100);
  });

  it('un total guardado vuelve a contarse cuando el catálogo cambia, aunque sea por SQL a mano', async () => {
    const total = async () => (await t.get('/api/bicicletas?q=zafiro&facets=1')).json<Page>();
    expect((await total()).total).toBe(ROWS / 100);
    // The same filters again: the page's own query says the catalogue did not change, the counts are reused.
    const again = await total();
    expect(again.total).toBe(ROWS / 100);
    await t.db.query(`update bicicletas set visible = false where search_text = 'zafiro nandu tremendo ${ROWS}'`);
    const after = await total();
    expect(after.total).toBe(ROWS / 100 - 1);
    expect(after.facets?.categoria.urbano).toBe(ROWS / 100 - 1);
    await t.db.query(`delete from bicicletas where nombre like 'Relleno %' and search_text like 'zafiro%'`);
    const gone = await total();
    expect(gone).toMatchObject({ total: 0, items: [] });
    expect(gone.facets?.categoria.urbano).toBe(0);
  });
});
