/**
 * The colours shoppers filter bicycles by, as the storefront's filter shows them (its copy in
 * shared/src/catalog/colour-palette.ts; test/facets.test.ts checks the two agree). The colour facet counts by these names.
 */
export const COLOUR_PALETTE: readonly { name: string; hex: string }[] = [
  { name: 'Negro', hex: '#000000' },
  { name: 'Blanco', hex: '#ffffff' },
  { name: 'Gris', hex: '#8b8f94' },
  { name: 'Plata', hex: '#94a3b8' },
  { name: 'Rojo', hex: '#ef4444' },
  { name: 'Azul', hex: '#1d4ed8' },
  { name: 'Celeste', hex: '#38bdf8' },
  { name: 'Verde', hex: '#18b743' },
  { name: 'Amarillo', hex: '#f5f10b' },
  { name: 'Naranja', hex: '#eb8c11' },
  { name: 'Rosa', hex: '#d3257f' },
  { name: 'Violeta', hex: '#7f1ade' },
  { name: 'Marrón', hex: '#593c2a' },
];
