/**
 * E-mail domains are compared in IDNA form from here on ('exámple.com' is 'xn--exmple-qta.com'): an account stored
 * with a domain of accented letters could not sign in any more. The same step as 008, which brings every stored
 * e-mail to today's normal form (and leaves, naming them, two accounts that would then share one).
 */
export { migration } from './008-normalised-emails';
