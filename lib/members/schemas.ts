import * as z from '@/lib/zod';

/** The member dialogs' messages (docs/product.md); create and edit differ on purpose. */
const memberMessages = {
  nameRequired: 'El nombre es requerido',
  nameTooShort: 'El nombre debe tener al menos 2 caracteres',
  emailRequired: 'El email es requerido',
  createEmailInvalid: 'Ingresa un email válido',
  editEmailInvalid: 'Ingrese un email válido',
  phoneRequired: 'El teléfono es requerido',
  phoneTooShort: 'El teléfono debe tener al menos 8 caracteres',
  phoneInvalid: 'Ingrese un teléfono válido',
} as const;

const limits = { name: 120, email: 254, phone: 40 } as const;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional leading plus, then digits, spaces, hyphens and parentheses. */
const phonePattern = /^\+?[\d\s()-]+$/;

const name = z
  .string()
  .trim()
  .min(1, { error: memberMessages.nameRequired, abort: true })
  .min(2, memberMessages.nameTooShort)
  .max(limits.name, `El nombre admite hasta ${limits.name} caracteres`);

const email = (invalid: string) =>
  z
    .string()
    .trim()
    .min(1, { error: memberMessages.emailRequired, abort: true })
    .max(limits.email, invalid)
    .regex(emailPattern, invalid);

const editPhone = z
  .string()
  .trim()
  .max(limits.phone, memberMessages.phoneInvalid)
  .refine((value) => value === '' || phonePattern.test(value), memberMessages.phoneInvalid);

/** 'Agregar al Equipo' / 'Agregar a Agencia', and POST /api/members/{group}. */
export const createMemberSchema = z.strictObject({
  nombre: name,
  email: email(memberMessages.createEmailInvalid),
  telefono: z
    .string()
    .trim()
    .min(1, { error: memberMessages.phoneRequired, abort: true })
    .min(8, memberMessages.phoneTooShort)
    .max(limits.phone, `El teléfono admite hasta ${limits.phone} caracteres`),
});

/** 'Editar Usuario': name and email required, phone optional but well-formed. */
export const editMemberSchema = z.strictObject({
  nombre: name,
  email: email(memberMessages.editEmailInvalid),
  telefono: editPhone,
});

/** A blank field in an update keeps the stored value (docs/product.md, Validation). */
const keepWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** PATCH /api/members/{group}/{id}: any of the edit fields; blank ones keep their value. */
export const updateMemberSchema = z.strictObject({
  nombre: keepWhenBlank(name),
  email: keepWhenBlank(email(memberMessages.editEmailInvalid)),
  telefono: keepWhenBlank(editPhone),
});

export type CreateMemberInput = z.infer<typeof createMemberSchema>;
export type MemberUpdate = z.infer<typeof updateMemberSchema>;

/** Staff registration (`npm run user:create`; docs/product.md, Validation). */
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
