import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { Lead, PageWidth, Section, SectionTitle } from '../../ui/Page.tsx';
import { PocCard } from './PocCard.tsx';
import { VersionHistory } from './VersionHistory.tsx';
import { weekLabel } from './week-label.ts';

export const UpdatesPageQueryDocument = graphql(`
  query UpdatesPage {
    pocPushGroups {
      createdAtWeek
      pushData {
        name
        nameEn
        cveId
        cvss
        fofaQuery
        product
        assetCount
        tags
        tagsEn
        releasedAt
        description
        descriptionEn
        demoGifUrl
      }
    }
    downloads {
      id
      version
      createdAt
      winDownloadUrl
      macDownloadUrl
      linuxDownloadUrl
    }
  }
`);

const Week = styled.section`
  margin-bottom: 40px;
  h3 { font-size: 20px; margin-bottom: 16px; display: flex; align-items: baseline; gap: 12px; }
  h3 small { font-size: 14px; font-weight: 400; color: ${({ theme }) => theme.color.muted}; }
`;

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** Weekly PoC updates, then historical versions. A failed fetch is only logged (spec). */
export const UpdatesPage = () => {
  const { i18n } = useLingui();
  const { data, loading, error } = useQuery(UpdatesPageQueryDocument, { context: { silent: true } });
  if (error) console.warn('[updates] could not load the feed', error);
  return (
    <PageWidth>
      <Section aria-labelledby="poc-title">
        <SectionTitle as="h1" id="poc-title"><Trans>Weekly vulnerability updates</Trans></SectionTitle>
        <Lead><Trans>At least five new PoCs every week, shipped to the Red Team and Enterprise editions.</Trans></Lead>
        {loading && <p role="status"><Trans>Loading…</Trans></p>}
        {error && !data && <p><Trans>The updates could not be loaded. Please try again later.</Trans></p>}
        {data?.pocPushGroups.map((group) => (
          <Week key={group.createdAtWeek} aria-label={i18n._(weekLabel(group.createdAtWeek))}>
            <h3>
              {i18n._(weekLabel(group.createdAtWeek))}
              <small><Trans>{group.pushData.length} PoCs</Trans></small>
            </h3>
            <Stack>
              {group.pushData.map((poc) => (
                <PocCard key={poc.cveId} poc={poc} />
              ))}
            </Stack>
          </Week>
        ))}
      </Section>
      <Section aria-labelledby="history-title">
        <SectionTitle id="history-title"><Trans>Historical versions</Trans></SectionTitle>
        <Lead><Trans>Every release with its Windows, macOS and Linux downloads.</Trans></Lead>
        {data && <VersionHistory versions={data.downloads} />}
      </Section>
    </PageWidth>
  );
};
