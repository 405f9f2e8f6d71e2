export type Zone = { kind: 'feature'; name: string } | { kind: 'app' } | { kind: 'shared'; name: 'lib' | 'ui' } | { kind: 'other' };
export declare const zoneOf: (path: string) => Zone;
export declare const crossing: (importer: string, imported: string) => string | undefined;
export declare const upstreamZoneOf: (path: string) => { kind: string; name?: string };
export declare const upstreamCrossing: (importer: string, imported: string) => string | undefined;
export declare const upstreamPackageCrossing: (importer: string, name: string) => string | undefined;
declare const plugin: { meta: { name: string }; rules: Record<string, unknown> };
export default plugin;
