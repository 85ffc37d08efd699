/** Words of the shared UI parts (components/ui): toasts, dialogs, carousels. */
export const toastTitles = {
  success: '¡Éxito!',
  error: 'Error',
  info: 'Información',
  warning: 'Notificación',
} as const;

export const uiCopy = {
  close: 'Cerrar',
  cancel: 'Cancelar',
  closeToast: 'Cerrar notificación',
  carousel: 'carrusel',
  slide: 'diapositiva',
  pauseCarousel: 'Pausar carrusel',
  resumeCarousel: 'Reanudar carrusel',
  /** A slide's label: its place, and its name when it has one. */
  slideLabel: (index: number, count: number, name?: string) =>
    name === undefined ? `${index + 1} de ${count}` : `${index + 1} de ${count}: ${name}`,
} as const;

/** What the public forms say while the browser proves its work (components/ui/public-form-post.ts). */
export const proofOfWorkCopy = {
  /** Shown only when the verification takes longer than a moment. */
  verifying:
    'Estamos verificando tu solicitud; puede tardar unos segundos. No cierres esta ventana.',
  failed:
    'No pudimos completar la verificación automática de tu navegador. Intenta nuevamente en unos minutos.',
} as const;
