import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce, provided by entry.server for the inline scripts we write ourselves
 * (React Router's own get it through `<ServerRouter nonce>`). Empty in the browser: scripts it adds are not inline.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
