import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * The demo extensions of the market: each folder here is a whole extension (manifest, main.js using the
 * `tidewatch` scripting API, icon, README, CHANGELOG, Chinese translation), zipped at seed time.
 * `downloads` is the count the market starts with; `earlier` are older approved versions (version, engines)
 * zipped from the same folder with those two manifest fields changed, so the market has real version history.
 */
export interface DemoPlugin {
  folder: string;
  downloads: number;
  earlier?: { version: string; engines: string }[];
}

export const demoPlugins: DemoPlugin[] = [
  { folder: 'tidewatch.scan-notifier', downloads: 6120 },
  { folder: 'harborlabs.weak-password-dictionary', downloads: 5310, earlier: [{ version: '1.0.0', engines: '1.8.230' }] },
  {
    folder: 'tidewatch.search-engine-lookup',
    downloads: 4820,
    earlier: [
      { version: '1.0.0', engines: '1.6.170' },
      { version: '1.1.0', engines: '1.8.225' },
    ],
  },
  { folder: 'tidewatch.dark-harbor', downloads: 3650 },
  { folder: 'tidewatch.port-presets', downloads: 3330 },
  { folder: 'harborlabs.csv-asset-export', downloads: 2980 },
  { folder: 'bluecanary.default-credentials', downloads: 2140 },
  { folder: 'bluecanary.whois-lens', downloads: 1890 },
  { folder: 'nightjar.webhook-alerts', downloads: 1560 },
  { folder: 'nightjar.paper-light', downloads: 1210 },
  { folder: 'bluecanary.tls-inspector', downloads: 940 },
  { folder: 'harborlabs.markdown-report', downloads: 760 },
  { folder: 'nightjar.scope-guard', downloads: 480 },
];

/** Publishers of the demo extensions; `tidewatch` is our own brand, reserved for staff. */
export const demoPublishers = [
  { name: 'tidewatch', reserved: true },
  { name: 'harborlabs', reserved: false },
  { name: 'bluecanary', reserved: false },
  { name: 'nightjar', reserved: false },
];

const here = fileURLToPath(new URL('.', import.meta.url));
/** A fixed file time, so the same files always give the same zip and the same version_hash. */
const mtime = new Date('2026-11-02T08:00:00Z');

const filesOf = (dir: string, prefix = ''): Zippable => {
  const files: Zippable = {};
  for (const name of readdirSync(dir).sort()) {
    const path = `${dir}/${name}`;
    if (statSync(path).isDirectory()) Object.assign(files, filesOf(path, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = [new Uint8Array(readFileSync(path)), { mtime }];
  }
  return files;
};

/** The zip of one demo folder; `manifest` overrides fields of its package.json (an earlier version). */
export const buildDemoPackage = (folder: string, manifest: Record<string, string> = {}): Uint8Array => {
  const files = filesOf(`${here}${folder}`);
  if (Object.keys(manifest).length) {
    const original = JSON.parse(readFileSync(`${here}${folder}/package.json`, 'utf8')) as Record<string, unknown>;
    files['package.json'] = [strToU8(`${JSON.stringify({ ...original, ...manifest }, null, 2)}\n`), { mtime }];
  }
  return zipSync(files, { level: 9 });
};
