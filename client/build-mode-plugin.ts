import type { Plugin } from 'vite';

/** The file beside index.html that says which NODE_ENV the build was made for (read by scripts/client-build.ts). */
export const BUILD_MODE_FILE = 'build-mode.json';

/** The NODE_ENV a build started now is made for: Vite builds for production when nothing is set. */
export const wantedBuildMode = (env: NodeJS.ProcessEnv = process.env): string => env.NODE_ENV || 'production';

/**
 * Records the mode of this build, so that a start in another mode rebuilds: file times alone let a production
 * start reuse a development build (React's development build, about 40 % more JavaScript on the first page).
 */
export const buildMode = (): Plugin => ({
  name: 'build-mode',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BUILD_MODE_FILE, source: `${JSON.stringify({ nodeEnv: wantedBuildMode() })}\n` });
  },
});
