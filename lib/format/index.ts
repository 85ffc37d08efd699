export { displayName } from './display-name';
export { initials } from './initials';
export { formatPhone } from './phone';
export {
  formatCalendarDate,
  formatChileDateTime,
  formatChileTime,
  formatPublicationDate,
} from './date';
export { escapeHtml } from './html';
