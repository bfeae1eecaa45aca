/** Whole pesos typed any way ('1.250.000', '$ 80000'): the digits, or '' when there are none. */
export function pesos(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}
