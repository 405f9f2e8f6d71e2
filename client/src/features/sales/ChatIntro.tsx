import { Trans } from '@lingui/react/macro';
import { Eyebrow, Intro, Notes } from './layout.tsx';

/** Beside the sales contact form: the edition asked about, what happens next, and what an enterprise license is. */
export const ChatIntro = ({ name }: { name: string }) => (
  <Intro>
    <Eyebrow>{name || <Trans>Enterprise</Trans>}</Eyebrow>
    <h1><Trans>Talk to our sales team</Trans></h1>
    <p>
      <Trans>Tell us about your team and network. We prepare a demo and a quote for you.</Trans>
    </p>
    <Notes>
      <li><Trans><strong>We contact you within 2 working days</strong> by phone or email.</Trans></li>
      <li><Trans>Enterprise authorization is permanent, with one year of updates.</Trans></li>
    </Notes>
  </Intro>
);
