import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The categories of the demo extensions and the spec, translated; a publisher's own category shows as written. */
const categories: Record<string, MessageDescriptor> = {
  tools: msg`Tools`,
  themes: msg`Themes`,
  reporting: msg`Reporting`,
  'brute force': msg`Brute force`,
  'asset enrichment': msg`Asset enrichment`,
};

export const categoryLabel = (category: string) => categories[category.toLowerCase()] ?? category;

/** Where in the product each view entry point of the spec appears; newer clients may add points we do not name. */
const entryPoints: Record<string, MessageDescriptor> = {
  scanDia: msg`Scan dialog`,
  scanRes: msg`Scan results`,
  'scanRes.moreOptions': msg`More options of the scan results`,
  'ipDetail.bannerTop': msg`Top of the IP details`,
  vulList: msg`Vulnerability list`,
  webfinder: msg`Web fingerprint finder`,
  leftNav: msg`Left navigation`,
  toolbar: msg`Toolbar`,
};

export const entryPointLabel = (point: string) => entryPoints[point] ?? point;
