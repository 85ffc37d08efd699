import 'server-only';

/**
 * The record of processing (server entry; registro de actividades de tratamiento, Ley 21.719):
 * one activity per purpose, built from the domains' collection registries and the retention
 * settings their retention code reads, as JSON or CSV.
 */
export * from './client';
export { collectionsWithoutPersonalData, processingRecord } from './activities';
export { processingRecordCsv } from './csv';
