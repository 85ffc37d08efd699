/** The leads' Firestore collections: the leads, and the per-address rate-limit windows. */
export const leadCollections = { leads: 'leads', rateCounters: 'leadRateCounters' } as const;
