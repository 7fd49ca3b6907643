/** Each language's messages bundle URL, from the `hajz-locale-bundles` Vite plugin (vite/locale-bundles.ts). */
declare module 'virtual:hajz/locale-bundles' {
  const urls: Record<string, string>;
  export default urls;
}

/** A section's own bundle per language (`locales/<lang>/<section>/`, ADR 0027): the back office's is `admin`. */
declare module 'virtual:hajz/locale-bundles/*' {
  const urls: Record<string, string>;
  export default urls;
}
