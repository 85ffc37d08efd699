/**
 * The personal-data collections (docs/contracts.md, Data model): the rights requests, the audit
 * of what staff did with someone's data (hashed address only), the chat notices telling staff
 * of a new request (outbox messages, one per hook, naming no address), and the security
 * incidents with their notices to PRIVACY_WEBHOOK_URLS.
 */
export const privacyCollections = {
  requests: 'solicitudes-datos',
  audit: 'auditoria-datos',
  notices: 'avisos-privacidad',
  incidents: 'incidentes-datos',
  incidentNotices: 'avisos-incidentes',
} as const;
