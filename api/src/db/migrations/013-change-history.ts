import { sql } from 'kysely';
import { statements } from './statements';

/**
 * The change history. Every write to a bicycle, an accessory, one of their images or a banner is recorded
 * by a trigger in the transaction that writes it, whoever the writer is (a route, a bulk action, an import, SQL by
 * hand): the fields that changed with their value before and after. The writer names itself and, when the database
 * cannot tell it, what it did, with transaction-local settings (`app.actor`, `app.change_action`;
 * `features/history/history-writes.ts`). Columns the database computes (search text, version, times, 'disponible
 * ahora') are not changes of their own. Entries older than HISTORY_RETENTION_DAYS are pruned by the hourly maintenance.
 */
export const migration = statements(
  sql`create table change_history (
        id integer generated always as identity primary key,
        entity text not null check (entity in ('bicicleta', 'accesorio', 'banner')),
        entity_id integer not null,
        action text not null,
        author text,
        changed_at timestamptz not null default now(),
        changes jsonb not null check (jsonb_typeof(changes) = 'array')
      )`,
  sql`create index change_history_entity on change_history (entity, entity_id, id desc)`,
  sql`create index change_history_changed_at on change_history (changed_at)`,
  sql`create function record_change(entity text, entity_id integer, action text, changes jsonb)
        returns void language sql as $$
        insert into change_history (entity, entity_id, action, author, changes)
        values (entity, entity_id, action, nullif(current_setting('app.actor', true), ''), changes)
      $$`,
  sql`create function changed_fields(before jsonb, after jsonb) returns jsonb language sql immutable as $$
        select coalesce(
          jsonb_agg(jsonb_build_object('campo', key, 'antes', coalesce(before -> key, 'null'), 'despues', value)
            order by key),
          '[]'::jsonb)
        from jsonb_each(after)
        where coalesce(before -> key, 'null') is distinct from value
      $$`,
  sql`create function record_item_change() returns trigger language plpgsql as $$
        declare
          computed constant text[] := array['id', 'search_text', 'created_at', 'updated_at', 'version',
            'deleted_at', 'disponible_ahora'];
          changes jsonb := changed_fields(
            case when tg_op = 'INSERT' then '{}'::jsonb else to_jsonb(old) - computed end,
            to_jsonb(new) - computed);
          action text;
        begin
          action := case
            when tg_op = 'INSERT' then 'alta'
            when old.deleted_at is null and new.deleted_at is not null then 'baja'
            when old.deleted_at is not null and new.deleted_at is null then 'restauracion'
            else coalesce(nullif(current_setting('app.change_action', true), ''), 'edicion')
          end;
          if changes <> '[]'::jsonb or action in ('alta', 'baja', 'restauracion') then
            perform record_change(rtrim(tg_table_name, 's'), new.id, action, changes);
          end if;
          return null;
        end
      $$`,
  sql`create trigger bicicletas_history after insert or update on bicicletas
        for each row execute function record_item_change()`,
  sql`create trigger accesorios_history after insert or update on accesorios
        for each row execute function record_item_change()`,
  sql`create function record_image_change() returns trigger language plpgsql as $$
        declare
          image imagenes := case when tg_op = 'DELETE' then old else new end;
          before text := case when tg_op = 'INSERT' then null else old.url end;
          after text := case when tg_op = 'DELETE' then null else new.url end;
          owner_live boolean;
        begin
          if before is not distinct from after then return null; end if;
          -- A purge removes the images of items deleted long ago: that is no change anyone made to a live item.
          if image.owner_type = 'bicicleta' then
            owner_live := exists (select 1 from bicicletas where id = image.owner_id and deleted_at is null);
          else
            owner_live := exists (select 1 from accesorios where id = image.owner_id and deleted_at is null);
          end if;
          if owner_live then
            perform record_change(image.owner_type, image.owner_id, 'imagenes',
              jsonb_build_array(jsonb_build_object('campo', 'imagen', 'antes', before, 'despues', after)));
          end if;
          return null;
        end
      $$`,
  sql`create trigger imagenes_history after insert or update of url or delete on imagenes
        for each row execute function record_image_change()`,
  sql`create function record_banner_change() returns trigger language plpgsql as $$
        declare
          changes jsonb := changed_fields(
            case when tg_op = 'INSERT' then '{}'::jsonb else to_jsonb(old) - 'slot' end,
            to_jsonb(new) - 'slot');
        begin
          if changes <> '[]'::jsonb then
            perform record_change('banner', new.slot, case when tg_op = 'INSERT' then 'alta' else 'edicion' end, changes);
          end if;
          return null;
        end
      $$`,
  sql`create trigger banners_history after insert or update on banners
        for each row execute function record_banner_change()`,
);
