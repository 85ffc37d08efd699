import * as z from '@/lib/zod';
import { attributionLimits, UTM_KEYS, type LeadUtm, type UtmKey } from './attribution';
import { consentField } from './consent';

/** Longest accepted value of each field; the form also uses them as maxLength. */
export const leadLimits = {
  name: 100,
  email: 254,
  company: 120,
  jobTitle: 100,
  phone: 20,
  demoDescription: 2000,
  country: 80,
  city: 80,
} as const;

const text = (field: keyof typeof leadLimits, tooLong: string) =>
  z.string({ error: 'Debe ser texto' }).trim().max(leadLimits[field], tooLong);

const required = (field: keyof typeof leadLimits, missing: string, tooLong: string) =>
  text(field, tooLong).min(1, missing);

/**
 * A demo request (docs/contracts.md, Leads): what the blog's demo modal sends to POST /api/odoo.
 * The same schema validates the form in the browser and the body on the server. Optional
 * fields may be empty strings.
 */
export const leadSchema = z.object({
  name: required('name', 'El nombre es requerido', 'El nombre es demasiado largo').refine(
    (value) => value.length === 0 || value.length >= 2,
    'El nombre debe tener al menos 2 caracteres',
  ),
  // The email format is checked only once the field is filled, so one message shows at a time.
  email: required('email', 'El email es requerido', 'El email es demasiado largo').pipe(
    z.email('Ingresa un email válido'),
  ),
  company: required(
    'company',
    'La empresa es requerida',
    'El nombre de la empresa es demasiado largo',
  ),
  jobTitle: text('jobTitle', 'El cargo es demasiado largo'),
  phone: text('phone', 'El teléfono es demasiado largo').refine(
    (value) =>
      value === '' || (/^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8),
    'Ingresa un teléfono válido',
  ),
  demoDescription: text('demoDescription', 'La descripción no puede superar los 2000 caracteres'),
  country: required('country', 'El país es requerido', 'El país es demasiado largo'),
  city: required('city', 'La ciudad es requerida', 'La ciudad es demasiado larga'),
});

export type LeadFields = z.infer<typeof leadSchema>;

const utmValue = (key: UtmKey) =>
  z
    .string({ error: `utm_${key} debe ser texto` })
    .trim()
    .max(
      attributionLimits.utm,
      `utm_${key} no puede superar los ${attributionLimits.utm} caracteres`,
    )
    .optional();

/**
 * The visit's attribution (the landing URL's `utm_*`): each value optional, text of at most 100
 * characters; an empty one is left out, and so is `utm` with none.
 */
export const leadUtmSchema = z
  .object(
    Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue(key)])) as Record<
      UtmKey,
      ReturnType<typeof utmValue>
    >,
    { error: 'Debe ser un objeto con los valores utm de la visita' },
  )
  .transform((utm): LeadUtm | undefined => {
    const present = Object.entries(utm).filter(([, value]) => value);
    return present.length > 0 ? (Object.fromEntries(present) as LeadUtm) : undefined;
  });

/** The page a form was sent from: a same-site path (one leading `/`), at most 200 characters. */
export const leadPageSchema = z
  .string({ error: 'Debe ser texto' })
  .max(attributionLimits.page, `No puede superar los ${attributionLimits.page} caracteres`)
  .regex(/^\/(?![/\\])[^\s\\?#]*$/, 'Debe ser una ruta del sitio que empiece con una sola /');

/**
 * What the lead form sends: the lead's fields and the visitor's consent to the privacy notice,
 * checked first, so a request without it is answered with exactly the consent message
 * (docs/contracts.md, Personal data); and, optionally, the visit's attribution (`utm`) and the
 * page it was sent from (`page`), stored with the lead.
 */
export const leadSubmissionSchema = z
  .object({ consent: consentField })
  .extend(leadSchema.shape)
  .extend({ utm: leadUtmSchema.optional(), page: leadPageSchema.optional() });

export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;

/** A lead as stored: its fields, and its attribution and page when the form sent them. */
export type LeadSubmissionData = LeadFields & { utm?: LeadUtm; page?: string };

/**
 * A correction of a stored lead (rectification, by staff): any of its fields, each checked by
 * the lead's own rule and message; a field left out keeps its value.
 */
export const leadCorrectionSchema = leadSchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Indica al menos un dato que corregir');

export type LeadCorrection = z.infer<typeof leadCorrectionSchema>;

/**
 * The leads' Firestore collections (the rate-limit counters are `lib/spam`'s): the leads, the
 * sales channel's chat notices, each destination's state (held while it refuses us), the
 * deletions to make in Odoo when a person's data is deleted, and the first-contact poll's minute.
 */
export const leadCollections = {
  leads: 'leads',
  salesNotices: 'avisos-ventas',
  destinations: 'destinos-leads',
  odooDeletions: 'bajas-odoo',
  /** The first-contact poll's last minute (lib/leads/contact-poll.ts). */
  contactPoll: 'sondeo-contacto',
  /** Which lead each Calendly invitee's booking reached (lib/leads/bookings.ts). */
  bookings: 'reservas-calendly',
  /**
   * The last acknowledgement per address (lib/leads/acknowledgement.ts), keyed by the keyed hash
   * of the normal spelling: at most one per address in 24 hours, across instances.
   */
  acknowledgedAddresses: 'acuses-direccion',
} as const;

const requestFields = Object.keys(leadSchema.shape) as (keyof LeadFields)[];

/** The demo request of a stored lead, as it was submitted. */
export const requestOf = (lead: Record<string, unknown>) =>
  Object.fromEntries(requestFields.map((field) => [field, lead[field]])) as LeadFields;

/** The demo form's fields as people read them: a 400's `detail` starts with the field's name. */
export const leadLabels: Readonly<Record<keyof LeadFields, string>> = {
  name: 'Nombre',
  email: 'Email',
  company: 'Empresa',
  jobTitle: 'Cargo',
  phone: 'Teléfono',
  demoDescription: 'Descripción de la demo',
  country: 'País',
  city: 'Ciudad',
};

/** Every member of a submission as people read them, for the 400's `detail`. */
export const leadSubmissionLabels: Readonly<Record<keyof LeadFields | 'utm' | 'page', string>> = {
  ...leadLabels,
  utm: 'Origen de la visita',
  page: 'Página',
};

/** The answers of POST /api/odoo that the lead form also shows (docs/contracts.md, Leads). */
export const leadMessages = {
  accepted: 'Recibimos tu solicitud. Te contactaremos pronto para coordinar la demo.',
  tooMany: 'Recibimos demasiadas solicitudes desde tu conexión. Intenta nuevamente en un minuto.',
} as const;
