import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { Card, PageWidth, Section } from '../../ui/Page.tsx';
import { agreementTitle } from '../../lib/agreement-title.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const AgreementPageDocument = graphql(`
  query AgreementPage {
    agreement
  }
`);

const Paper = styled(Card)`
  max-width: 920px;
  margin: 0 auto;
  padding: 40px 48px;
  overflow-wrap: anywhere;
  /* on a phone the text, not the paper's margin, gets the width */
  @media (max-width: 640px) { padding: 28px 20px; }
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; margin-bottom: 24px; text-align: center; }
  h2, h3 { margin: 24px 0 8px; font-size: ${({ theme }) => theme.font.size.lg}; }
  p, li { line-height: 1.8; }
  table { border-collapse: collapse; }
  td, th { border: 1px solid ${({ theme }) => theme.color.line}; padding: 4px 8px; }
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  padding: 48px 0;
`;

/** /agreement: the server's rich text in the request's language, sanitised; 'No Data' when it fails or is empty. */
export const AgreementPage = () => {
  const { i18n, t } = useLingui();
  const { data, loading } = useQuery(AgreementPageDocument, { context: { silent: true } });
  const html = useMemo(() => (data?.agreement ? DOMPurify.sanitize(data.agreement, { USE_PROFILES: { html: true } }) : ''), [data]);
  const title = i18n._(agreementTitle);
  usePageMeta(title, t`The Tidewatch user registration and service agreement.`);
  return (
    <PageWidth>
      <Section>
        <Paper as="article" aria-label={title}>
          {!/<h1[\s>]/i.test(html) && <h1>{title}</h1>}
          {loading ? (
            <p role="status"><Trans>Loading…</Trans></p>
          ) : html.trim() ? (
            <div dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Empty><Trans>No Data</Trans></Empty>
          )}
        </Paper>
      </Section>
    </PageWidth>
  );
};
