/** The answers of POST /api/odoo that the demo form also shows (docs/contracts.md, Leads). */
export const leadMessages = {
  accepted: 'Recibimos tu solicitud. Te contactaremos pronto para coordinar la demo.',
  tooMany: 'Recibimos demasiadas solicitudes desde tu conexión. Intenta nuevamente en un minuto.',
} as const;
