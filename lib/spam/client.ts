/** The public forms' guards the browser needs: the honeypot field's name. */
export { HONEYPOT_FIELD } from './honeypot';
