/** Lower case without accents, as catalogue search, addresses and the CSV compare words: 'Ñandú Puños' → 'nandu punos'. */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
