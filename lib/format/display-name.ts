/**
 * The name shown for a signed-in user (docs/product.md, Support screen): the stored member
 * record's nombre, else the identity provider's display name, else the email's local part split
 * on dots with each word capitalised, else 'Usuario'.
 */
export function displayName(sources: {
  nombre?: string | null;
  providerName?: string | null;
  email?: string | null;
}): string {
  const stored = sources.nombre?.trim();
  if (stored) return stored;
  const provider = sources.providerName?.trim();
  if (provider) return provider;
  const fromEmail = nameFromEmail(sources.email);
  return fromEmail || 'Usuario';
}

/** "maria.jose.perez@x.cl" → "Maria Jose Perez". */
export function nameFromEmail(email: string | null | undefined): string {
  const localPart = email?.split('@')[0] ?? '';
  return localPart
    .split('.')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-CL') + word.slice(1))
    .join(' ');
}
