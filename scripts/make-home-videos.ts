/**
 * Makes the home page banner's video clips: `npx tsx scripts/make-home-videos.ts`.
 *
 * Each scene of `home-videos/scenes.ts` (its markup, then its moving parts) is drawn frame by frame in headless Chromium (playwright-core, the e2e
 * launch arguments) and encoded with ffmpeg to WebM (VP9, no audio), one clip per scene and language, with a JPEG
 * poster. The outputs are committed under `client/public/media/home/`, which the gateway serves from the built
 * client. ffmpeg (with libvpx) is needed only to regenerate the clips, never to build or run the site
 * (Debian: `apt-get install -y ffmpeg`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { scenes, type Language, type Scene } from './home-videos/scenes.ts';

const out = 'client/public/media/home';
const fps = 25;
const size = { width: 960, height: 540 };
/** the largest clip we accept; the encoder's quality drops until a clip fits */
const maxBytes = 380_000;
/** the product's name in each language, as the site's logo shows it */
const brands: Record<Language, string> = { en: 'Tidewatch', zh: '潮望' };

// The `__name` stub: tsx keeps function names with a helper of that name, which the page does not have.
const page0 = (brand: string, title: string) => `<!doctype html><html><head><meta charset="utf-8"><script>var __name = (f) => f;</script><style>
  html, body { margin: 0; width: ${size.width}px; height: ${size.height}px; overflow: hidden; }
  body { background: radial-gradient(900px 420px at 85% -10%, rgba(22,100,255,.35), transparent 60%), #0b1b34;
    font-family: 'Liberation Sans', 'Droid Sans Fallback', sans-serif; color: #cbd5e1; }
  .window { position: absolute; inset: 22px 24px; border-radius: 12px; background: #0a1730; border: 1px solid #1e3a66;
    box-shadow: 0 24px 60px rgba(0,0,0,.5); display: flex; flex-direction: column; overflow: hidden; }
  .titlebar { height: 34px; display: flex; align-items: center; gap: 8px; padding: 0 14px; background: #0d1f3c; font-size: 13px; }
  .titlebar i { width: 11px; height: 11px; border-radius: 50%; background: #334155; }
  .titlebar b { margin-left: 10px; color: #fff; } .titlebar span { color: #94a3b8; }
  #stage { flex: 1; min-height: 0; }
</style></head><body><div class="window"><div class="titlebar"><i></i><i></i><i></i><b>${brand}</b><span>· ${title}</span></div><div id="stage"></div></div></body></html>`;

/**
 * The page script that puts a scene's markup in `#stage` and runs its install, in one go: one paint, so the frames are
 * the same pixels as when each scene was a single function (a paint between the two changed a corner's antialiasing).
 */
const staging = (scene: Scene, labels: Record<string, string>) =>
  `document.getElementById('stage').innerHTML = ${JSON.stringify(scene.markup(labels))}; (${scene.install.toString()})(${JSON.stringify(labels)});`;

const encode = (frames: string, file: string) => {
  for (let crf = 30; crf <= 58; crf += 4) {
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', path.join(frames, 'f%04d.png'),
      '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
      '-pix_fmt', 'yuv420p', '-an', file]);
    const bytes = statSync(file).size;
    if (bytes <= maxBytes) return { crf, bytes };
  }
  throw new Error(`${file} stays above ${maxBytes} bytes`);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
mkdirSync(out, { recursive: true });
try {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  for (const scene of scenes) {
    for (const language of ['en', 'zh'] as Language[]) {
      await page.setContent(page0(brands[language], scene.title[language]));
      await page.evaluate(staging(scene, scene.labels[language]));
      const frames = mkdtempSync(path.join(tmpdir(), `${scene.id}-`));
      const count = Math.round(scene.seconds * fps);
      for (let i = 0; i < count; i++) {
        await page.evaluate((t) => window.renderAt(t), i / fps);
        await page.screenshot({ path: path.join(frames, `f${String(i).padStart(4, '0')}.png`) });
      }
      const name = `${scene.id}.${language}`;
      await page.evaluate((t) => window.renderAt(t), scene.posterAt);
      await page.screenshot({ path: path.join(out, `${name}.jpg`), type: 'jpeg', quality: 80 });
      const { crf, bytes } = encode(frames, path.join(out, `${name}.webm`));
      rmSync(frames, { recursive: true });
      console.log(`${name}.webm: ${count} frames, crf ${crf}, ${Math.round(bytes / 1024)} KiB; poster ${Math.round(statSync(path.join(out, `${name}.jpg`)).size / 1024)} KiB`);
    }
  }
} finally {
  await browser.close();
}
