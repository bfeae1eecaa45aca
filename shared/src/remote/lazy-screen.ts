import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (screens are named exports, like everything else). */
export function lazyScreen<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
