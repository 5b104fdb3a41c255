/**
 * The compiled thread body. A worker thread needs JavaScript: when this module itself runs from the
 * TypeScript sources (the test runner), the body is the build's copy under `dist/`.
 */
export function engineThreadEntry(): URL {
  const here = import.meta.url;
  if (here.endsWith('.js')) return new URL('./engine-thread.js', here);
  const src = here.lastIndexOf('/src/');
  return new URL('./engine-thread.js', `${here.slice(0, src)}/dist/${here.slice(src + '/src/'.length)}`);
}
