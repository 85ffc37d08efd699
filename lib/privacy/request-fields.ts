/*
 * The rights form's fields and answers without their schema (./schema.ts): the form's first load
 * carries these, and zod only with its first validation.
 */

/** Longest accepted value of each field; the form also uses them as maxLength. */
export const privacyRequestLimits = { email: 254, message: 2000 } as const;

/** The rights form's fields as people read them: a 400's `detail` starts with the field's name. */
export const privacyRequestLabels = {
  email: 'Email',
  right: 'Derecho',
  message: 'Mensaje',
} as const;

/** The answers of POST /api/privacy-requests that the form also shows. */
export const privacyRequestMessages = {
  tooMany: 'Recibimos demasiadas solicitudes desde tu conexión. Intenta nuevamente en un minuto.',
  failed: 'No pudimos registrar tu solicitud. Intenta nuevamente.',
} as const;
