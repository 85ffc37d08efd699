import * as z from '@/lib/zod';
import { leadStatuses } from './model';

/** The leads desk's answers (docs/contracts.md, Leads desk). */
export const leadDeskMessages = {
  unknownStatus: `Estado desconocido: usa ${leadStatuses.join(', ')}`,
  notFound: 'No encontramos ese lead',
  nothingToRetry: 'Este lead no tiene envíos retenidos ni fallidos',
} as const;

/** `?status=&cursor=&limit=` of GET /api/leads: 50 a page unless told, at most 100. */
export const leadListQuery = z.object({
  status: z.enum(leadStatuses, { error: leadDeskMessages.unknownStatus }).optional(),
  cursor: z.string().max(1500).optional(),
  limit: z.coerce.number().int().min(1).max(100).catch(50).default(50),
});

/** The query's values, blank ones as absent. */
export const searchValues = (url: string) =>
  Object.fromEntries([...new URL(url).searchParams].filter(([, value]) => value !== ''));
