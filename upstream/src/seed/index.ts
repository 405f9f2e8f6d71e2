export { editions } from './editions.ts';
export { versions } from './versions.ts';
export { pocPushGroups } from './poc-pushes.ts';
export { dictionaries } from './dictionaries.ts';
export type { DictionaryItem } from './dictionaries.ts';
export { agreements } from './agreement.ts';
export { faqGroups } from './faqs.ts';
export { featureGroups } from './features.ts';
export { docPages, readDocPages } from './docs.ts';
