import { expressionBuilder, sql } from 'kysely';
import type { Tables } from './tables';
import { compiledOnce, isoTime, typedSql } from './typed-sql';

describe('isoTime', () => {
  it('escribe cada hora como Date.toISOString, la lea la base como la lea', () => {
    const texts = [
      '2026-11-26T17:48:06.997+00:00',
      '2026-11-26T17:48:06.5+00:00',
      '2026-11-26T17:48:06+00:00',
      '2026-11-26T17:48:06.999999+00:00',
      '0999-01-02T03:04:05.06+00:00',
      '2026-11-26T14:48:06.25-03:00',
      '2026-11-26 17:48:06.123+00',
    ];
    for (const text of texts) expect(isoTime(text)).toBe(new Date(text).toISOString());
    const time = new Date('2026-11-26T17:48:06.997Z');
    expect(isoTime(time)).toBe(time.toISOString());
  });
});

describe('compiledOnce', () => {
  const eb = expressionBuilder<Tables, 'bicicletas'>();
  const query = typedSql
    .selectFrom('bicicletas')
    .select(['id', 'nombre'])
    .where('deleted_at', 'is', null)
    .where('categoria', '=', sql.lit('mtb'));

  it('compila lo mismo que Kysely con las cláusulas agregadas a la consulta, con sus valores como parámetros', () => {
    const filter = eb.and([eb('marca', 'in', ['Vértice', 'Cóndor']), eb('precio', '>=', 5)]);
    const page = compiledOnce(query)(sql`and ${filter} order by ${sql`id desc`} limit ${sql.lit(15)}`).compile();
    const whole = query
      .where(filter)
      .orderBy(sql`id desc`)
      .limit(sql.lit(15))
      .compile();
    expect(page.sql).toBe(whole.sql);
    expect(page.parameters).toEqual(['Vértice', 'Cóndor', 5]);
  });

  it('no acepta una consulta con parámetros: los de sus cláusulas se numerarían mal', () => {
    expect(() => compiledOnce(query.where('marca', '=', 'Vértice'))).toThrow(/parameters/);
  });
});
