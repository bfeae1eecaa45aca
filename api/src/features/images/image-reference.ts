import { badRequest } from '../../lib/http-error';
import { imageName, type MediaStorage } from './storage/media-storage';

/**
 * An image a write names: one of the shop's stored files, at the address the storage hands out, and
 * the random part of its name (`<name>.webp`).
 */
export interface ImageReference {
  url: string;
  name: string;
}

type Reading = ImageReference | 'not-canonical' | 'not-ours';

/**
 * What the address of a stored file never has, so that one file has one spelling: spaces and control characters,
 * anything beyond ASCII, backslashes, percent escapes (`%2f`, `%75ploads`), a query, a fragment or user info.
 */
const NEVER_IN_ADDRESS = /[^\x21-\x7e]|[\\%?#@]/;
/** Stands for the API's own origin while a relative address is parsed. */
const OWN_ORIGIN = 'http://api.invalid';

const isRelative = (address: string) => address.startsWith('/') && !address.startsWith('//');
const parse = (address: string) => new URL(address, isRelative(address) ? OWN_ORIGIN : undefined);

/**
 * Reads an address as a file of `storage`: it must be under one of the storage's public prefixes, spelled as the
 * storage spells it (no dot segments, escapes or other case of the path; a host's case and a default port are
 * normalised by parsing), and name a stored image's main file. Answers its name and the address the storage hands
 * out for it today (an old `/uploads/<name>` becomes the bucket's address once the images moved there).
 */
export function readImageReference(address: string, storage: MediaStorage): Reading {
  if (NEVER_IN_ADDRESS.test(address) || address.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'not-canonical';
  let url: URL;
  try {
    url = parse(address);
  } catch {
    return 'not-ours';
  }
  for (const base of storage.publicBases) {
    const prefix = parse(base);
    const under =
      isRelative(base) === isRelative(address) &&
      url.origin === prefix.origin &&
      url.pathname.startsWith(prefix.pathname);
    if (!under) continue;
    const file = url.pathname.slice(prefix.pathname.length);
    const name = imageName(file);
    if (name !== null) return { url: storage.urlOf(file), name };
  }
  return 'not-ours';
}

/** The reference an image write names in `field`, or a 400 saying why it is not one. */
export function requireImageReference(address: string, storage: MediaStorage, field: string): ImageReference {
  const reading = readImageReference(address, storage);
  if (reading === 'not-canonical')
    throw badRequest(
      `La dirección de la imagen ${address} no es válida: usá la que devolvió la subida, sin cambios.`,
      field,
    );
  if (reading === 'not-ours')
    throw badRequest(`La imagen ${address} no es un archivo de la tienda: subila desde el panel.`, field);
  return reading;
}
