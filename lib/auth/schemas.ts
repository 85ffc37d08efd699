import * as z from '@/lib/zod';

/** Login form (docs/product.md): the messages the form and the route handler both show. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'El email es requerido').pipe(z.email('Ingresa un email válido')),
  password: z
    .string()
    // abort: an empty password reports only that it is required.
    .min(1, { error: 'La contraseña es requerida', abort: true })
    .min(3, 'La contraseña debe tener al menos 3 caracteres'),
  rememberMe: z.boolean(),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** Body of POST /api/session. */
export const sessionRequestSchema = z.strictObject({
  idToken: z
    .string()
    .min(1, 'Falta el token de identidad')
    .max(8192, 'Token de identidad inválido'),
  rememberMe: z.boolean().optional(),
});
