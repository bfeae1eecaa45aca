import { sql } from 'kysely';
import { statements } from './statements';

/** The tables of users, bicycles, accessories, their images and the home banners. */
export const migration = statements(
  sql`create table usuarios (
        id serial primary key,
        nombre text not null,
        email text not null unique,
        dni text,
        password_hash text not null,
        rol text not null default 'cliente',
        created_at timestamptz not null default now()
      )`,
  sql`create table bicicletas (
        id serial primary key,
        nombre text not null,
        detalle text, categoria text not null, marca text, modelo text, origen_pais text,
        visible boolean not null default true,
        destacado boolean not null default false,
        color1 text, color2 text, color3 text, color4 text,
        talle text, ruedas text, rodado text, cuadro text, sistema_frenos text,
        caja_movimiento_central text, engranaje text, shifter text, stem text, cubiertas text,
        horquilla text, manillar text, pinion text, descarrilador_trasero text,
        search_text text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
  sql`create index bicicletas_list on bicicletas (visible, categoria, created_at desc, id desc)`,
  sql`create table accesorios (
        id serial primary key,
        nombre text not null,
        detalle text, categoria text not null, marca text, modelo text, material text, origen_pais text,
        peso_g double precision, dim_largo_mm double precision, dim_ancho_mm double precision, dim_alto_mm double precision,
        visible boolean not null default true,
        destacado boolean not null default false,
        precio double precision,
        search_text text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`,
  sql`create index accesorios_list on accesorios (visible, categoria, created_at desc, id desc)`,
  sql`create table imagenes (
        id serial primary key,
        owner_type text not null check (owner_type in ('bicicleta', 'accesorio')),
        owner_id integer not null,
        url text not null,
        alt_text text,
        es_principal boolean not null default false,
        orden integer not null default 1 check (orden >= 1),
        mime_type text,
        width integer,
        height integer,
        created_at timestamptz not null default now()
      )`,
  sql`create index imagenes_owner on imagenes (owner_type, owner_id, es_principal desc, orden)`,
  sql`create unique index imagenes_one_principal on imagenes (owner_type, owner_id) where es_principal`,
  sql`create table banners (
        slot integer primary key check (slot between 1 and 3),
        title_top text, title_bottom text, tagline_en text, tagline_sub text,
        cta_text text, cta_url text, image_url text,
        sort_order integer not null
      )`,
);
