import { sql } from 'kysely';
import { statements } from './statements';

/**
 * Site speed from real visits, stored aggregated so the tables grow with routes × days, never with visitors:
 * the visits reported per route and shop day (`vital_routes`, which also caps the routes a day may add), a
 * fixed-bucket histogram per route, day and metric (`vital_buckets`: one row per bucket that has samples; the
 * bounds are the contract's) and the errors per route, day and kind (`vital_errors`). Nothing about who sent a
 * report is stored: no address, user agent, or address of the page beyond its route pattern.
 */
export const migration = statements(
  sql`create table vital_routes (
        day date not null,
        route text not null check (length(route) <= 100),
        reports integer not null check (reports >= 0),
        primary key (day, route)
      )`,
  sql`create table vital_buckets (
        day date not null,
        route text not null,
        metric text not null check (metric in ('lcp', 'inp', 'cls', 'ttfb', 'hidratacion')),
        bucket smallint not null check (bucket >= 0),
        total integer not null check (total >= 0),
        primary key (day, route, metric, bucket),
        foreign key (day, route) references vital_routes (day, route) on delete cascade on update cascade
      )`,
  sql`create table vital_errors (
        day date not null,
        route text not null,
        kind text not null check (kind in ('js', 'carga')),
        total integer not null check (total >= 0),
        primary key (day, route, kind),
        foreign key (day, route) references vital_routes (day, route) on delete cascade on update cascade
      )`,
);
