import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { PageWidth, Section, SectionTitle } from '../../../ui/Page.tsx';
import { Intro } from './Intro.ts';

const benefits = [
  {
    title: msg`Runs on your own machine`,
    text: msg`A desktop tool for Windows, macOS and Linux: targets and results stay with you unless you export them.`,
  },
  {
    title: msg`A weekly vulnerability feed`,
    text: msg`The Red Team edition adds at least 5 new PoCs and 5 hot vulnerabilities every week, each with the query that finds exposed assets.`,
  },
  {
    title: msg`Default passwords, checked`,
    text: msg`Devices from over 1,000 models are tried with their factory credentials, the finding red teams reach for first.`,
  },
  {
    title: msg`Extensible`,
    text: msg`Install tools and themes from the extension market, or write your own against the scripting API.`,
  },
  {
    title: msg`Built for teams`,
    text: msg`Blue Team Enterprise brings several users with their own permissions to one deployment.`,
  },
  {
    title: msg`Licenses that fit`,
    text: msg`Monthly or yearly subscriptions; enterprise authorization is permanent, with one year of updates.`,
  },
];

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 20px;
  li { padding: 24px; border-radius: ${({ theme }) => theme.radius.lg}; background: ${({ theme }) => theme.color.surface}; border: 1px solid ${({ theme }) => theme.color.line}; border-top: 3px solid ${({ theme }) => theme.color.accent}; }
  h3 { font-size: 17px; margin-bottom: 8px; }
  p { margin: 0; font-size: 14px; }
  @media (max-width: 1000px) { grid-template-columns: repeat(2, 1fr); }
  @media (max-width: 640px) { grid-template-columns: 1fr; }
`;

/** Why professionals choose the tool. */
export const Benefits = () => {
  const { i18n } = useLingui();
  return (
    <Section aria-labelledby="home-benefits">
      <PageWidth>
        <SectionTitle id="home-benefits"><Trans>Made for security professionals</Trans></SectionTitle>
        <Intro><Trans>Red teams, blue teams and security engineers use it from the first survey to the final report.</Trans></Intro>
        <Grid>
          {benefits.map((benefit) => (
            <li key={benefit.title.id}>
              <h3>{i18n._(benefit.title)}</h3>
              <p>{i18n._(benefit.text)}</p>
            </li>
          ))}
        </Grid>
      </PageWidth>
    </Section>
  );
};
