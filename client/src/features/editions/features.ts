import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One line of a card: a tick when included, a cross when not, and an optional value-added tag. */
export interface Feature {
  label: MessageDescriptor;
  included: boolean;
  /** a value-added service that comes with this edition */
  valueAdded?: boolean;
}

export type CardKey = 'community' | 'vulScan' | 'redTeam' | 'enterprise';

const yes = (label: MessageDescriptor, valueAdded = false): Feature => ({ label, included: true, valueAdded });
const no = (label: MessageDescriptor): Feature => ({ label, included: false });

/** The lines every card shares, so that one row means the same thing in each card. */
export const line = {
  assetMapping: msg`Asset mapping, 300+ ports`,
  protocols: msg`200+ protocols identified`,
  rules: msg`100,000+ rules, 350,000+ fingerprints`,
  extensions: msg`Extensions from the market`,
  basicPocs: msg`Scanning with public PoCs`,
  fullPocs: msg`Full library of 4000+ PoCs`,
  weeklyPocs: msg`5+ new PoCs every week`,
  hotVulns: msg`5 hot vulnerabilities a week`,
  bruteForce: msg`Default-password brute force, 1,000+ devices`,
  report: msg`Report export (PDF, Excel)`,
  api: msg`API access`,
  permanent: msg`Permanent license, 1 year of updates`,
  offline: msg`Offline activation`,
  support: msg`Priority engineer support`,
  customPocs: msg`Custom PoC development`,
  multiUser: msg`Multi-user & permissions (Blue Team)`,
};

/** Each card's list, top to bottom (spec §2: ticks, crosses and value-added tags). */
export const featuresOf: Record<CardKey, Feature[]> = {
  community: [
    yes(line.assetMapping),
    yes(line.protocols),
    yes(line.rules),
    yes(line.extensions),
    yes(line.basicPocs),
    no(line.fullPocs),
    no(line.weeklyPocs),
    no(line.bruteForce),
    no(line.report),
    no(line.api),
  ],
  vulScan: [
    yes(line.assetMapping),
    yes(line.protocols),
    yes(line.rules),
    yes(line.extensions),
    yes(line.fullPocs),
    yes(line.report),
    no(line.weeklyPocs),
    no(line.bruteForce),
    no(line.api),
    no(line.support),
  ],
  redTeam: [
    yes(line.assetMapping),
    yes(line.protocols),
    yes(line.rules),
    yes(line.extensions),
    yes(line.fullPocs),
    yes(line.weeklyPocs, true),
    yes(line.hotVulns, true),
    yes(line.bruteForce),
    yes(line.report),
    yes(line.api),
    no(line.support),
  ],
  enterprise: [
    yes(line.fullPocs),
    yes(line.weeklyPocs, true),
    yes(line.hotVulns, true),
    yes(line.bruteForce),
    yes(line.report),
    yes(line.api),
    yes(line.permanent),
    yes(line.offline),
    yes(line.support, true),
    yes(line.customPocs, true),
    no(line.multiUser),
  ],
};

/** What Blue Team Enterprise adds for defenders (the introduction under the cards). */
export const blueTeamPoints: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Multi-user collaboration`,
    text: msg`Analysts, auditors and managers share one asset inventory and one set of findings.`,
  },
  {
    title: msg`Permission configuration`,
    text: msg`Roles per user and per asset group decide who scans, who reviews and who only reads.`,
  },
  {
    title: msg`Continuous asset monitoring`,
    text: msg`Scheduled mapping shows new hosts, open ports and exposed services as soon as they appear.`,
  },
  {
    title: msg`Vulnerability lifecycle`,
    text: msg`Assign, fix and re-test every finding, with reports for management and auditors.`,
  },
];
