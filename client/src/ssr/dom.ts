import { JSDOM } from 'jsdom';

/**
 * The DOM the prerenderer's screens parse and sanitize in (Node has none): content/sanitize.ts and docs/markdown.ts
 * build their result in `document`, updates/demo-media.ts parses with DOMParser. Only these two are made global,
 * not `window`: libraries still see a server (no effects, no layout), and a prerendered page's rich text is the
 * browser's, id for id. Imported first by src/prerender.tsx.
 */
export const { window } = new JSDOM('<!doctype html>');
globalThis.document ??= window.document;
globalThis.DOMParser ??= window.DOMParser;
