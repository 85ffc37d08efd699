import { zodResolver } from '@hookform/resolvers/zod';
import { privacyRequestSchema } from '@/lib/privacy/client';

/*
 * The rights form's validation, with zod: the form loads this module with its first validation,
 * so the notice's first load carries none of it.
 */
export const privacyRequestResolver = zodResolver(privacyRequestSchema);
