import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { Card, PageWidth } from '../../ui/Page.tsx';
import { SUPPORT_EMAIL } from '../../lib/support-contact.ts';
import { anchorOf, hashKey } from './content-key.ts';
import { DEEP_LINK_OFFSET } from '../../ui/deep-link.ts';
import { ContentHero, JumpList } from './ContentHero.tsx';
import { FaqItem } from './FaqItem.tsx';

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

const Group = styled.section`
  scroll-margin-top: ${DEEP_LINK_OFFSET}px;
`;

const GroupHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 12px;
  margin-bottom: 14px;
  h2 { font-size: 22px; }
  span { font-size: 13px; white-space: nowrap; color: ${({ theme }) => theme.color.text}; }
`;

const List = styled(Card)`
  overflow: hidden;
`;

const Help = styled(Card)`
  position: sticky;
  top: 88px;
  padding: 24px;
  h2 { font-size: 18px; margin-bottom: 8px; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.color.muted}; font-size: 14px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; font-size: 14px; }
  a { font-weight: 600; overflow-wrap: anywhere; }
  @media (max-width: 1024px) { position: static; }
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
            <Group key={group.anchor} id={group.anchor} aria-labelledby={`${group.anchor}-title`}>
              <GroupHead>
                <h2 id={`${group.anchor}-title`}>{group.name}</h2>
                <span><Trans>{group.entries.length} questions</Trans></span>
              </GroupHead>
              <List>
                <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
                  {group.entries.map((entry) => (
                    <FaqItem key={entry.anchor} anchor={entry.anchor} title={entry.title} content={entry.content} targeted={entry.anchor === target} />
                  ))}
                </Accordion.Root>
              </List>
            </Group>
          ))}
        </Groups>
        <Help as="aside" aria-labelledby="faq-help-title">
          <h2 id="faq-help-title"><Trans>Still have a question?</Trans></h2>
          <p><Trans>Write to our support team with your order number, or ask sales: they reply within 2 working days.</Trans></p>
          <ul>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <Link to={paths.doc.href()}><Trans>Extension developer docs</Trans></Link>
            </li>
            <li>
              <Link to={paths.sale.href()}><Trans>Compare editions and talk to sales</Trans></Link>
            </li>
          </ul>
        </Help>
      </Body>
    </>
  );
};
