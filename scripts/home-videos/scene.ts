/**
 * What a scene of the home page's banner videos is (make-home-videos.ts films each one). Its still parts — markup and
 * styles — are made here, in Node, from the labels and put in the page's `#stage`; then `install` runs in the page
 * (Playwright serialises it, so it must not close over anything), adds what moves and sets `window.renderAt(t)`, which
 * draws the scene at `t` seconds: frames are pure functions of time, so every run makes the same clip.
 */

export type Language = 'en' | 'zh';

export interface Scene {
  id: 'asset-mapping' | 'session-terminal' | 'vulnerability-scanning';
  seconds: number;
  /** when the poster frame is taken */
  posterAt: number;
  title: Record<Language, string>;
  labels: Record<Language, Record<string, string>>;
  /** the stage's still markup and styles, in the labels' language */
  markup: (labels: Record<string, string>) => string;
  /** runs in the page once the markup is in `#stage`: adds what moves and sets `window.renderAt` */
  install: (labels: Record<string, string>) => void;
}

declare global {
  interface Window {
    renderAt: (t: number) => void;
  }
}
