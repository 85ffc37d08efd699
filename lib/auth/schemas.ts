import { z } from 'zod';

/** Login form (specification 5): the messages the form and the route handler both show. */
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

/** Staff registration (specification 5 and 8, `npm run user:create`). */
export const registrationSchema = z
  .object({
    email: z.string().trim().toLowerCase(),
    password: z.string(),
    nombre: z.string().trim().min(1, 'El nombre es requerido'),
    telefono: z.string().trim().max(40).default(''),
  })
  .superRefine((value, context) => {
    if (!value.email || !value.password) {
      context.addIssue({
        code: 'custom',
        message: 'Email y contraseña son requeridos',
        path: ['email'],
      });
      return;
    }
    if (!z.email().safeParse(value.email).success) {
      context.addIssue({ code: 'custom', message: 'Email inválido', path: ['email'] });
    }
    if (value.password.length < 6) {
      context.addIssue({
        code: 'custom',
        message: 'La contraseña debe tener al menos 6 caracteres',
        path: ['password'],
      });
    }
  });

export type RegistrationInput = z.input<typeof registrationSchema>;
