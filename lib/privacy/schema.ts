import * as z from '@/lib/zod';
import { privacyRequestLimits } from './request-fields';
import { privacyRights } from './rights';

const email = z
  .string({ error: 'El email es requerido' })
  .trim()
  .min(1, 'El email es requerido')
  .max(privacyRequestLimits.email, 'El email es demasiado largo')
  .pipe(z.email('Ingresa un email válido'));

/**
 * A rights request (docs/contracts.md, Personal data): what the form on /privacidad sends to
 * POST /api/privacy-requests. One schema for the form and the route; the message may be empty.
 */
export const privacyRequestSchema = z.object({
  email,
  right: z.enum(privacyRights, { error: 'Elige el derecho que quieres ejercer' }),
  message: z
    .string({ error: 'El mensaje debe ser texto' })
    .trim()
    .max(
      privacyRequestLimits.message,
      `El mensaje no puede superar los ${privacyRequestLimits.message} caracteres`,
    )
    .default(''),
});

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

/** The address a staff lookup names: the same rule, compared in lower case. */
export const lookupEmailSchema = email.transform((value) => value.toLowerCase());

/**
 * The body of POST /api/personal-data/{lookup,export,delete,block,unblock}: the address travels
 * in the body, never in a URL (proxy logs, browser history).
 */
export const personalDataBodySchema = z.object({ email: lookupEmailSchema });

/** PATCH /api/privacy-requests/{id}: staff mark a request answered, with an optional note. */
export const answerSchema = z.object({
  status: z.literal('respondida', { error: "El estado debe ser 'respondida'" }),
  note: z
    .string({ error: 'La nota debe ser texto' })
    .trim()
    .max(2000, 'La nota no puede superar los 2000 caracteres')
    .optional(),
});

/** The staff routes' errors. */
export const privacyErrors = {
  notFound: 'Solicitud no encontrada',
  unknownStatus: "Estado desconocido: usa 'abierta' o 'respondida'",
  unavailable: 'El servicio de datos no responde. Intenta nuevamente.',
  /** The old `?email=` routes, which put the address in URLs. */
  addressInUrl: 'Ruta no encontrada: el email se envía en el cuerpo de un POST',
  badCursor: 'Cursor inválido',
} as const;
