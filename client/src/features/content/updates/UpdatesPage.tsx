import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import styled from 'styled-components';
import { graphql } from '../../../gql/index.ts';
import { Lead, PageWidth, Section, SectionTitle } from '../../../ui/Page.tsx';
import { PocCard } from './PocCard.tsx';
import { weekLabel } from './week-label.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';

export const UpdatesPageQueryDocument = graphql(`
  query UpdatesPage {
    pocPushGroups {
      createdAtWeek
      pushData {
        cveId
        ...PocCard_poc
      }
    }
  }
`);

const WeekList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 24px;
  /* on a phone the weeks are one row that scrolls sideways inside itself, not nine rows pushing the PoCs down */
  @media (max-width: 640px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: thin;
    padding-bottom: 4px;
    & > * { flex: none; white-space: nowrap; }
  }
`;

const WeekTab = styled(Tabs.Trigger)`
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: 999px;
  padding: 6px 16px;
  font: inherit;
  font-size: 14px;
  cursor: pointer;
  small { color: ${({ theme }) => theme.color.muted}; margin-left: 6px; }
  &[data-state='active'] { background: ${({ theme }) => theme.color.navy}; border-color: ${({ theme }) => theme.color.navy}; color: #fff; }
  &[data-state='active'] small { color: #94a3b8; }
`;

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/**
 * While the feed loads: the week tabs and three cards at about their final size, so that what is below
 * (the version history, the footer) starts out of view instead of jumping down when the data arrives.
 */
const Placeholder = styled.div`
  display: grid;
  gap: 16px;
  &::before { content: ''; height: 36px; margin-bottom: 8px; border-radius: 999px; width: min(480px, 100%); background: ${({ theme }) => theme.color.line}; }
  span { display: block; height: 320px; border-radius: ${({ theme }) => theme.radius.lg}; background: ${({ theme }) => theme.color.surface}; border: 1px solid ${({ theme }) => theme.color.line}; }
`;

/** Weekly PoC updates, then historical versions. A failed fetch is only logged (spec). */
export const UpdatesPage = ({ versionHistory }: { versionHistory: ReactNode }) => {
  const { i18n, t } = useLingui();
  usePageMeta(t`Weekly vulnerability updates`, t`The PoCs added to the scanner each week, with CVE, CVSS score, affected product and search query, and every version with its downloads.`);
  const { data, loading, error } = useQuery(UpdatesPageQueryDocument, { context: { silent: true } });
  if (error) console.warn('[updates] could not load the feed', error);
  return (
    <PageWidth>
      <Section aria-labelledby="poc-title">
        <SectionTitle as="h1" id="poc-title"><Trans>Weekly vulnerability updates</Trans></SectionTitle>
        <Lead><Trans>At least five new PoCs every week, shipped to the Red Team and Enterprise editions.</Trans></Lead>
        {loading && <p role="status"><Trans>Loading…</Trans></p>}
        {loading && !data && (
          <Placeholder aria-hidden="true">
            <span />
            <span />
            <span />
          </Placeholder>
        )}
        {error && !data && <p><Trans>The updates could not be loaded. Please try again later.</Trans></p>}
        {data && data.pocPushGroups.length > 0 && (
          <Tabs.Root defaultValue={data.pocPushGroups[0].createdAtWeek}>
            <WeekList aria-label={t`Weeks`}>
              {data.pocPushGroups.map((group) => (
                <WeekTab key={group.createdAtWeek} value={group.createdAtWeek}>
                  {i18n._(weekLabel(group.createdAtWeek))}
                  <small><Trans>{group.pushData.length} PoCs</Trans></small>
                </WeekTab>
              ))}
            </WeekList>
            {data.pocPushGroups.map((group, week) => (
              <Tabs.Content key={group.createdAtWeek} value={group.createdAtWeek}>
                <Stack>
                  {group.pushData.map((poc, index) => (
                    <PocCard key={poc.cveId} poc={poc} inView={week === 0 && index < 3} />
                  ))}
                </Stack>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Section>
      <Section aria-labelledby="history-title">
        <SectionTitle id="history-title"><Trans>Historical versions</Trans></SectionTitle>
        <Lead><Trans>Every release with its Windows, macOS and Linux downloads.</Trans></Lead>
        {versionHistory}
      </Section>
    </PageWidth>
  );
};
