/**
 * The rights a person may exercise over their personal data (Ley 19.628 as rewritten by Ley
 * 21.719), as POST /api/privacy-requests names them (docs/contracts.md, Personal data).
 */
export const privacyRights = [
  'acceso',
  'rectificacion',
  'supresion',
  'oposicion',
  'portabilidad',
  'bloqueo',
] as const;

export type PrivacyRight = (typeof privacyRights)[number];

/** Each right as people read it (the rights form's choices, the staff screen, chat notices). */
export const privacyRightLabels: Readonly<Record<PrivacyRight, string>> = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  supresion: 'Supresión',
  oposicion: 'Oposición',
  portabilidad: 'Portabilidad',
  bloqueo: 'Bloqueo',
};

/** Where a rights request stands: open until staff mark it answered. */
export const PRIVACY_REQUEST_STATUS = { open: 'abierta', answered: 'respondida' } as const;
export type PrivacyRequestStatus =
  (typeof PRIVACY_REQUEST_STATUS)[keyof typeof PRIVACY_REQUEST_STATUS];
export const privacyRequestStatuses = [
  PRIVACY_REQUEST_STATUS.open,
  PRIVACY_REQUEST_STATUS.answered,
] as const;
