/** One spelling per address: trimmed, lower case (addresses are compared case-insensitively). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
