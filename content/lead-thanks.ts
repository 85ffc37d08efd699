/**
 * The demo form's thank-you view, after the request was stored (the modal stays open). Apart
 * from content/blog.ts, which every post loads at once: this comes with the view's own chunk.
 */
export const leadThanksCopy = {
  title: '¡Gracias! Recibimos tu solicitud',
  /** `when`: 'hoy antes de las 15:30', 'el lunes antes de las 10:00' (lib/sales-hours). */
  answerBy: (when: string) => `Un ejecutivo de ventas te contactará ${when}.`,
  answerLater: 'Un ejecutivo de ventas te contactará en nuestro horario de atención.',
  hours: (hours: string) => `Atendemos ${hours}, salvo feriados.`,
  bookIntro: '¿Prefieres no esperar? Elige el día y la hora que te acomoden.',
  book: 'Agenda una reunión ahora',
  newTab: '(se abre en una pestaña nueva)',
} as const;
