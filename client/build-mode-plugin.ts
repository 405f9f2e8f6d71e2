import type { Plugin } from 'vite';

/** The file beside index.html that says which NODE_ENV the build was made for (read by scripts/client-build.ts). */
export const BUILD_MODE_FILE = 'build-mode.json';

/**
 * The NODE_ENV a build started now is made for: development only when asked for by name, production otherwise (a
 * test run's NODE_ENV=test too: React has two builds, and the tests exercise the one users get).
 */
export const wantedBuildMode = (env: NodeJS.ProcessEnv = process.env): 'development' | 'production' => (env.NODE_ENV === 'development' ? 'development' : 'production');

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
