import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../gql/index.ts';
import { Card } from '../../../ui/Page.tsx';
import { demoImageSrc } from './demo-media.ts';
import { fofaSearchUrl } from './fofa-link.ts';
import { releaseName } from './release-names.ts';
import { useLocale } from '../../../i18n/useLocale.ts';

/** What a PoC's card shows: both languages' texts, the score, the FOFA query and the demo. */
export const PocCardFragment = graphql(`
  fragment PocCard_poc on PocPush {
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
`);

const severity = (cvss: number) =>
  cvss >= 9 ? { color: '#b91c1c', bg: '#fee2e2' } : cvss >= 7 ? { color: '#c2410c', bg: '#ffedd5' } : cvss >= 4 ? { color: '#a16207', bg: '#fef9c3' } : { color: '#15803d', bg: '#dcfce7' };

const Article = styled(Card).attrs({ as: 'article' })<{ $withMedia: boolean }>`
  padding: 24px;
  display: grid;
  grid-template-columns: ${({ $withMedia }) => ($withMedia ? '1fr 260px' : '1fr')};
  gap: 24px;
  @media (max-width: 960px) { grid-template-columns: 1fr; }
`;

// the page's h1 is the feed's title: each PoC is the next level down
const Title = styled.h2`
  font-size: 18px;
  margin-bottom: 8px;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  font-size: 14px;
  color: ${({ theme }) => theme.color.muted};
  margin-bottom: 12px;
  code { font-family: ${({ theme }) => theme.font.mono}; color: ${({ theme }) => theme.color.ink}; }
`;

const Score = styled.span<{ $cvss: number }>`
  font-weight: 700;
  border-radius: 6px;
  padding: 1px 8px;
  color: ${({ $cvss }) => severity($cvss).color};
  background: ${({ $cvss }) => severity($cvss).bg};
`;

const Tag = styled.li`
  background: #eef2ff;
  color: #3730a3;
  border-radius: 999px;
  padding: 1px 10px;
  font-size: 12px;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Description = styled.p`
  margin: 12px 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: 14px;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; color: ${({ theme }) => theme.color.ink}; overflow-wrap: anywhere; }
`;

const Media = styled.figure`
  margin: 0;
  img { width: 100%; border-radius: 8px; border: 1px solid ${({ theme }) => theme.color.line}; background: #0b1b34; aspect-ratio: 16 / 10; object-fit: cover; }
  figcaption { font-size: 12px; color: ${({ theme }) => theme.color.muted}; margin-top: 4px; }
`;

/**
 * One PoC: text is rendered as text (React escapes it), the demo image only when it is safe to show. The
 * first cards' images are in the first screen: `inView` loads them at once rather than lazily.
 */
export const PocCard = ({ inView = false, ...props }: { poc: FragmentType<typeof PocCardFragment>; inView?: boolean }) => {
  const poc = getFragmentData(PocCardFragment, props.poc);
  const { t, i18n } = useLingui();
  const english = useLocale() === 'en';
  const name = english ? poc.nameEn : poc.name;
  const tags = english ? poc.tagsEn : poc.tags;
  const [failed, setFailed] = useState(false);
  const image = failed ? null : demoImageSrc(poc.demoGifUrl);
  return (
    <Article aria-label={name} $withMedia={Boolean(image)}>
      <div>
        <Title>{name}</Title>
        <Line>
          <code>{poc.cveId}</code>
          <span>
            CVSS <Score $cvss={poc.cvss}>{poc.cvss.toFixed(1)}</Score>
          </span>
          <Tags aria-label={t`Tags`}>
            {tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Tags>
        </Line>
        <Description>{english ? poc.descriptionEn : poc.description}</Description>
        <Facts>
          <dt><Trans>Product</Trans></dt>
          <dd>{poc.product}</dd>
          <dt><Trans>Assets exposed</Trans></dt>
          <dd>{poc.assetCount.toLocaleString(english ? 'en-US' : 'zh-CN')}</dd>
          <dt><Trans>Search query</Trans></dt>
          <dd>
            <a href={fofaSearchUrl(poc.fofaQuery)} target="_blank" rel="noopener noreferrer" aria-label={t`Search assets: ${poc.fofaQuery}`}>
              <code>{poc.fofaQuery}</code>
            </a>
          </dd>
          <dt><Trans>Released in</Trans></dt>
          <dd>{poc.releasedAt.map((release) => releaseName(release, (descriptor) => i18n._(descriptor))).join(english ? ', ' : '、')}</dd>
        </Facts>
      </div>
      {image && (
        <Media>
          <img src={image} loading={inView ? 'eager' : 'lazy'} fetchPriority={inView ? 'high' : 'auto'} alt="" onError={() => setFailed(true)} />
          <figcaption><Trans>Demo of {poc.cveId}</Trans></figcaption>
        </Media>
      )}
    </Article>
  );
};
