import { useSyncExternalStore } from 'react';

interface MapEmbedProps {
  src: string;
  title: string;
  className: string | undefined;
}

const noSubscription = () => () => undefined;

/**
 * An embedded map, added once the page runs in the browser (after hydration; at once on a page the
 * browser renders). The map is a page of another host with about a megabyte of script: in the server's
 * HTML its request raced the page's first paint for a phone's connection, and when it started first
 * Lighthouse put the first paint of /contacto and /ubicacion at 1,385 ms instead of 760 ms. Until then
 * an empty box of the map's size holds its place, so nothing moves when it arrives.
 */
export function MapEmbed({ src, title, className }: MapEmbedProps) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return <div className={className} aria-hidden="true" data-testid="map-placeholder" />;
  return (
    <iframe className={className} src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
  );
}
