/**
 * `migraciones/{id}`: one document per migration applied (`NNN-what`), with when it ran
 * (`ranAt`, a Timestamp: UTC) and how many documents it changed (`changed`).
 */
export const migrationCollections = { migrations: 'migraciones' } as const;
