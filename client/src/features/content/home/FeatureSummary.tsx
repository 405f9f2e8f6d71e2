import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../lib/paths.ts';
import { PageWidth, Section, SectionTitle } from '../../../ui/Page.tsx';
import { Intro } from './Intro.ts';

// The marketing claims of the spec (§9): the figures are translated too, as Chinese counts in 万.
const claims = [
  { value: msg`100,000+`, label: msg`identification rules` },
  { value: msg`200+`, label: msg`protocols identified` },
  { value: msg`300+`, label: msg`ports probed` },
  { value: msg`1,000+`, label: msg`default-password devices` },
  { value: msg`4000+`, label: msg`PoCs` },
  { value: msg`350,000+`, label: msg`fingerprints` },
];

const Stats = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: 16px;
  li { background: ${({ theme }) => theme.color.surface}; border: 1px solid ${({ theme }) => theme.color.line}; border-radius: ${({ theme }) => theme.radius.lg}; padding: 20px; }
  strong { display: block; font-size: clamp(22px, 2vw, 28px); color: ${({ theme }) => theme.color.primary}; line-height: 1.2; }
  span { color: ${({ theme }) => theme.color.text}; font-size: 14px; }
  @media (max-width: 1100px) { grid-template-columns: repeat(3, 1fr); }
  @media (max-width: 560px) { grid-template-columns: repeat(2, 1fr); gap: 12px; li { padding: 16px; } strong { font-size: 24px; } }
`;

const Weekly = styled.p`
  margin: 24px 0 0;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(22, 100, 255, 0.07);
  color: ${({ theme }) => theme.color.ink};
  a { font-weight: 600; margin-left: 8px; white-space: nowrap; color: ${({ theme }) => theme.color.primaryDark}; }
`;

/** What the scanner knows, in figures. */
export const FeatureSummary = () => {
  const { i18n } = useLingui();
  return (
    <Section aria-labelledby="home-features">
      <PageWidth>
        <SectionTitle id="home-features"><Trans>Everything you need to know about your attack surface</Trans></SectionTitle>
        <Intro><Trans>One desktop tool identifies what runs on your network and checks it for known vulnerabilities.</Trans></Intro>
        <Stats>
          {claims.map((claim) => (
            <li key={claim.value.id}>
              <strong>{i18n._(claim.value)}</strong>
              <span>{i18n._(claim.label)}</span>
            </li>
          ))}
        </Stats>
        <Weekly>
          <Trans>In the Red Team edition: at least 5 new PoCs and 5 hot vulnerabilities every week.</Trans>
          <Link to={paths.updates.href(15)}><Trans>This week’s updates →</Trans></Link>
        </Weekly>
      </PageWidth>
    </Section>
  );
};
