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
