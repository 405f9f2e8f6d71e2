import createDOMPurify from 'dompurify/dist/purify.js';
import { window } from './dom.ts';

/** DOMPurify for the prerenderer (its build resolves `dompurify` here), working in jsdom's window. */
export default createDOMPurify(window);
