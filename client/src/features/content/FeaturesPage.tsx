import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Card, PageWidth } from '../../ui/Page.tsx';
import { anchorOf } from './content-key.ts';
import { ContentHero, JumpList } from './ContentHero.tsx';
import { RichText } from './RichText.tsx';

export const FeaturesPageDocument = graphql(`
  query FeaturesPage {
    featureGroups {
      key
      name
      lists {
        key
        title
        content
      }
    }
  }
`);

const Claims = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 12px;
  list-style: none;
  margin: 36px 0 0;
  padding: 0;
  li {
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid rgba(226, 232, 240, 0.14);
    background: rgba(255, 255, 255, 0.04);
    font-size: 13px;
  }
  strong { display: block; color: #fff; font-size: 24px; line-height: 1.2; }
  @media (max-width: 1024px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  @media (max-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    strong { font-size: 20px; }
  }
`;

const Body = styled(PageWidth)`
  padding-top: 56px;
  padding-bottom: 40px;
  @media (max-width: 640px) { padding-top: 36px; }
`;

const Group = styled.section`
  scroll-margin-top: 88px;
  & + & { margin-top: 56px; }
  @media (max-width: 640px) { & + & { margin-top: 40px; } }
`;

const GroupTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: 14px;
  font-size: 24px;
  margin-bottom: 20px;
`;

const Ordinal = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primary}, #35d0ba);
  color: #fff;
  font-size: 15px;
  font-weight: 700;
  font-family: ${({ theme }) => theme.font.mono};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); }
`;

const Feature = styled(Card).attrs({ as: 'li' })`
  position: relative;
  padding: 24px 24px 22px;
  scroll-margin-top: 88px;
  border-top: 3px solid ${({ theme }) => theme.color.primary};
  h3 { font-size: 17px; margin-bottom: 10px; }
  font-size: 14px;
`;

const Cta = styled.section`
  margin: 48px auto 88px;
  padding: 40px 48px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: radial-gradient(600px 300px at 100% 0%, rgba(22, 100, 255, 0.45), transparent 60%), ${({ theme }) => theme.color.navy};
  color: #cbd5e1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  h2 { color: #fff; font-size: 24px; margin-bottom: 6px; }
  p { margin: 0; }
  @media (max-width: 640px) { padding: 28px 24px; margin-bottom: 56px; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a { padding: 12px 24px; border-radius: 8px; font-weight: 600; }
  a:hover { text-decoration: none; }
  a.primary { background: ${({ theme }) => theme.color.primary}; color: #fff; }
  a.secondary { border: 1px solid rgba(226, 232, 240, 0.4); color: #fff; }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.muted};
  padding: 32px 0;
`;

/** /features: the feature groups from the server (page 1, size 1000), each a grid of feature cards. */
export const FeaturesPage = () => {
  const { t } = useLingui();
  usePageMeta(
    t`Features`,
    t`Asset mapping across 300+ ports and 200+ protocols, 4000+ PoCs with 5+ new every week, a session terminal, extensions and offline licenses: what Tidewatch does.`,
  );
  const { data, loading, error } = useQuery(FeaturesPageDocument, { context: { silent: true } });
  if (error) console.warn('[features] could not load the features', error);
  const groups = (data?.featureGroups ?? []).map((group, g) => ({ ...group, anchor: anchorOf(group.key, g), index: g }));
  return (
    <>
      <ContentHero
        titleId="features-title"
        eyebrow={<Trans>Features</Trans>}
        title={<Trans>See every asset. Prove every vulnerability.</Trans>}
        lead={<Trans>Tidewatch maps your internet-facing assets, identifies what runs on them and checks them against thousands of verified PoCs — from one desktop client on Windows, macOS and Linux.</Trans>}
      >
        <Claims aria-label={t`Tidewatch in figures`}>
          <li><strong>{t`100,000+`}</strong><Trans>identification rules</Trans></li>
          <li><strong>200+</strong><Trans>protocols</Trans></li>
          <li><strong>300+</strong><Trans>ports</Trans></li>
          <li><strong>1,000+</strong><Trans>default-password devices</Trans></li>
          <li><strong>4000+</strong><Trans>PoCs</Trans></li>
          <li><strong>{t`350,000+`}</strong><Trans>fingerprints</Trans></li>
        </Claims>
        {groups.length > 0 && (
          <nav aria-label={t`Feature groups`}>
            <JumpList>
              {groups.map((group) => (
                <li key={group.anchor}>
                  <Link to={{ hash: group.anchor }}>{group.name}</Link>
                </li>
              ))}
            </JumpList>
          </nav>
        )}
      </ContentHero>
      <Body>
        {loading && <Status role="status"><Trans>Loading…</Trans></Status>}
        {!loading && groups.length === 0 && <Status><Trans>No Data</Trans></Status>}
        {groups.map((group) => (
          <Group key={group.anchor} id={group.anchor} aria-labelledby={`${group.anchor}-title`}>
            <GroupTitle id={`${group.anchor}-title`}>
              <Ordinal aria-hidden="true">{String(group.index + 1).padStart(2, '0')}</Ordinal>
              {group.name}
            </GroupTitle>
            <Grid>
              {group.lists.map((entry, e) => (
                <Feature key={anchorOf(entry.key, group.index, e)} id={anchorOf(entry.key, group.index, e)}>
                  <h3>{entry.title}</h3>
                  <RichText html={entry.content} />
                </Feature>
              ))}
            </Grid>
          </Group>
        ))}
        <Cta aria-labelledby="features-cta-title">
          <div>
            <h2 id="features-cta-title"><Trans>Start with the free Community edition</Trans></h2>
            <p><Trans>Upgrade when you need the full PoC library, the weekly feed and the API — or try Red Team for 7 days for $1.</Trans></p>
          </div>
          <Buttons>
            <Link className="primary" to={paths.download.href()}><Trans>Free download</Trans></Link>
            <Link className="secondary" to={paths.sale.href()}><Trans>Compare editions</Trans></Link>
          </Buttons>
        </Cta>
      </Body>
    </>
  );
};
