/** DOMPurify's UMD build (its package exports it without types): the prerenderer's import that no alias catches. */
declare module 'dompurify/dist/purify.js' {
  export { default } from 'dompurify';
}

/** jsdom ships no types; the prerenderer uses its window only. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
