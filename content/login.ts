/** The login page's words (docs/product.md, Login); its messages live in `lib/auth`. */
export const loginCopy = {
  title: 'Acceso Restringido',
  subtitle: 'Ingresa tus credenciales para acceder al sistema de turnos de soporte.',
  noAccess: '¿No tienes acceso? Contacta al administrador del sistema.',
  backToSite: 'Volver al sitio',
  email: 'Email',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  rememberMe: 'Mantener sesión iniciada',
  submit: 'Iniciar Sesión',
  submitting: 'Verificando...',
} as const;
