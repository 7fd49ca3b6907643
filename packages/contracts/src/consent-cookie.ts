/**
 * The cookie that says a consent choice was made, for which consent version (its value: the version). Necessary
 * storage: it only lets the server paint the banner with the page for a visitor who has not chosen yet, instead of
 * the browser adding it late (the banner would then be the page's largest paint, seconds in). The choice itself
 * stays in the browser's storage. No zod here: the root page module reads it.
 */
export const consentCookieKey = 'hajz_consent';
