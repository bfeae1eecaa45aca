import type { ShippingZone } from '@shop/contract';
import type { Queryable, Database } from '../../db/types';

/** The owner's zones, in the owner's order. */
export function listShippingZones(db: Queryable): Promise<ShippingZone[]> {
  return db.query<ShippingZone>('select nombre, cp_desde, cp_hasta, costo, dias from zonas_envio order by orden');
}

/** Replaces the whole table with `zones` (checked by the caller), in one transaction. */
export async function replaceShippingZones(db: Database, zones: readonly ShippingZone[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from zonas_envio');
    for (const [index, zone] of zones.entries()) {
      await tx.query(
        'insert into zonas_envio (orden, nombre, cp_desde, cp_hasta, costo, dias) values ($1, $2, $3, $4, $5, $6)',
        [index + 1, zone.nombre.trim(), zone.cp_desde, zone.cp_hasta, zone.costo, zone.dias],
      );
    }
  });
}
