import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { PageWidth } from '../../ui/Page.tsx';
import { anchorOf, hashKey } from './content-key.ts';
import { ContentHero, JumpList } from './ContentHero.tsx';
import { FaqGroup } from './FaqGroup.tsx';
import { FaqHelp } from './FaqHelp.tsx';

export const FaqPageDocument = graphql(`
  query FaqPage {
    faqGroups {
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

const Body = styled(PageWidth)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 32px;
  align-items: start;
  padding-top: 48px;
  padding-bottom: 88px;
  @media (max-width: 1024px) { grid-template-columns: minmax(0, 1fr); }
  @media (max-width: 640px) { padding-top: 32px; padding-bottom: 56px; }
`;

const Groups = styled.div`
  display: grid;
  gap: 40px;
  min-width: 0;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.muted};
  padding: 32px 0;
`;

/** /faq: the groups of questions, each an accordion; /faq#key opens that answer and scrolls to it. */
export const FaqPage = () => {
  const { t } = useLingui();
  usePageMeta(
    t`Frequently asked questions`,
    t`Answers about Tidewatch editions, licenses and the machine id (MID), payment and invoices, the 7-day $1 trial, extensions and the weekly PoC feed.`,
  );
  const { data, loading, error } = useQuery(FaqPageDocument, { context: { silent: true } });
  if (error) console.warn('[faq] could not load the questions', error);
  const groups = useMemo(
    () =>
      (data?.faqGroups ?? []).map((group, g) => ({
        anchor: anchorOf(group.key, g),
        name: group.name,
        entries: group.lists.map((entry, e) => ({ anchor: anchorOf(entry.key, g, e), title: entry.title, content: entry.content })),
      })),
    [data],
  );
  const [open, setOpen] = useState<string[]>([]);
  const { hash } = useLocation();

  // A deep link (on load, or an entry's own link) opens its entry; the layout scrolls to the anchor, and
  // this scrolls again once the answer is open, in case the list arrived after the layout gave up.
  useEffect(() => {
    const key = hashKey(hash);
    if (!key || !groups.some((group) => group.entries.some((entry) => entry.anchor === key))) return;
    setOpen((current) => (current.includes(key) ? current : [...current, key]));
    const frame = requestAnimationFrame(() => document.getElementById(key)?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, groups]);

  const target = hashKey(hash);
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <>
      <ContentHero
        titleId="faq-title"
        eyebrow={<Trans>Help centre</Trans>}
        title={<Trans>Frequently asked questions</Trans>}
        lead={<Trans>Editions, licenses and the machine id, payment, trials, extensions and the weekly PoC feed: the answers our support team gives most often.</Trans>}
      >
        {groups.length > 0 && (
          <nav aria-label={t`Topics`}>
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
        <Groups>
          {loading && <Status role="status"><Trans>Loading…</Trans></Status>}
          {!loading && count === 0 && <Status><Trans>No Data</Trans></Status>}
          {groups.map((group) => (
            <FaqGroup key={group.anchor} group={group} open={open} onOpenChange={setOpen} target={target} />
          ))}
        </Groups>
        <FaqHelp />
      </Body>
    </>
  );
};
