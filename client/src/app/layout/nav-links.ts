import { msg } from '@lingui/core/macro';
import { paths } from '../../lib/paths.ts';

/** The header's links as data: the wide header and the phone menu show the same ones. */
export const mainLinks = [
  { href: paths.features.href(), label: msg`Features` },
  { href: paths.extensions.href(), label: msg`Extensions` },
  { href: paths.updates.href(), label: msg`Updates` },
  { href: paths.sale.href(), label: msg`Pricing` },
];

/** The Docs items. */
export const docLinks = [
  { href: paths.faq.href(), label: msg`FAQ` },
  { href: paths.doc.href(), label: msg`Extension developer docs` },
  { href: paths.exp.href(), label: msg`EXP docs` },
  { href: paths.goExp.href(), label: msg`Go EXP docs` },
];

/** A signed-in user's pages. */
export const userLinks = [
  { href: paths.center.href(), label: msg`User centre` },
  { href: paths.licenseManagement.href(), label: msg`License management` },
  { href: paths.orderManagement.href(), label: msg`Order management` },
];
