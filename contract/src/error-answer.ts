/**
 * Every refusal the API answers: the Spanish sentence to show and, when one field of the request caused it, that
 * field's name (`campo`) as the request spelt it: a body's property, a query parameter, or a dotted path inside a
 * list ('imagenes.0.url'). Screens place the message by `campo`, never by reading the sentence.
 */
export interface ErrorAnswer {
  error: string;
  campo?: string;
}
