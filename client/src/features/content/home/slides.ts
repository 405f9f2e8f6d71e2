import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface Slide {
  /** also the clip's file name under /media/home/ (made by scripts/make-home-videos.ts) */
  id: 'asset-mapping' | 'session-terminal' | 'vulnerability-scanning';
  name: MessageDescriptor;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** what the silent clip shows, for those who cannot see it */
  videoDescription: MessageDescriptor;
}

export const slides: Slide[] = [
  {
    id: 'asset-mapping',
    name: msg`Asset mapping`,
    title: msg`Map every asset on your network`,
    text: msg`Discover hosts, open ports and services across whole address ranges, and name the product and version behind each one with over 100,000 identification rules.`,
    videoDescription: msg`A silent clip: mapping 10.20.0.0/16 finds three subnets and twelve hosts, counts their open ports and services, and lists each discovery with its port and service.`,
  },
  {
    id: 'session-terminal',
    name: msg`Session terminal`,
    title: msg`Work every session from one terminal`,
    text: msg`Open SSH, database and remote-desktop sessions on the assets you found, keep them side by side, and never leave the scanner.`,
    videoDescription: msg`A silent clip: an SSH session to 10.20.1.32 runs uname, lists the listening ports and the operating system, and finds a database backup and an .env file in the web root.`,
  },
  {
    id: 'vulnerability-scanning',
    name: msg`Vulnerability scanning`,
    title: msg`Find the vulnerability before attackers do`,
    text: msg`Run 4000+ PoCs and default-password checks against everything you mapped, with new PoCs every week.`,
    videoDescription: msg`A silent clip: a scan of 64 targets runs 4,012 PoCs and reports six findings, from critical Confluence and FortiOS vulnerabilities to a camera with its default password, grouped by severity.`,
  },
];

/** The clip and poster of a slide in a language: the videos show the product's screens in that language. */
export const slideMedia = (slide: Slide, locale: string) => {
  const base = `/media/home/${slide.id}.${locale === 'zh' ? 'zh' : 'en'}`;
  return { video: `${base}.webm`, poster: `${base}.jpg` };
};
