import { createContext, useContext } from 'react';

/**
 * True while the calculator is the prerendered stand-in, before the browser takes over: its
 * controls are disabled, so nothing typed or chosen is lost when it comes alive.
 */
export const PendingContext = createContext(false);

export const usePending = () => useContext(PendingContext);
