/** The field a server refusal names: 'Datos inválidos en el cuerpo (precio).', 'Falta el campo obligatorio: nombre'… */
export function fieldOfServerError(message: string): string | null {
  const named =
    /\(([a-z][a-z0-9_]*)\)\.?$/i.exec(message) ??
    /(?:Campo no permitido|Falta el campo obligatorio): ([a-z][a-z0-9_]*)/i.exec(message) ??
    /inválido en ([a-z][a-z0-9_]*):/i.exec(message);
  return named?.[1] ?? null;
}

/** The server's words with the field's label in place of its column name. */
export function withFieldLabel(message: string, field: string, label: string): string {
  const plain = message
    .replace(/\s*\([a-z0-9_]+\)\.?$/i, '.')
    .replace(new RegExp(`\\s*(?:en|:)\\s*${field}\\b:?`, 'i'), ':')
    .replace(/:\.$/, '.')
    .trim();
  return `${label}: ${plain}`;
}
