import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../lib/paths.ts';
import { PageWidth } from '../../../ui/Page.tsx';

const Band = styled.section`
  background: linear-gradient(120deg, ${({ theme }) => theme.color.navy} 0%, #13294d 55%, #1a3a6b 100%);
  color: #cbd5e1;
  padding: 48px 0;
`;

const Row = styled(PageWidth)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px 40px;
  flex-wrap: wrap;
  h2 { color: #fff; font-size: 26px; }
  p { margin: 8px 0 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  a { padding: 12px 24px; border-radius: 8px; font-weight: 600; }
  a:hover { text-decoration: none; }
  a.primary { background: ${({ theme }) => theme.color.primary}; color: #fff; }
  a.secondary { border: 1px solid rgba(226, 232, 240, 0.45); color: #fff; }
`;

/** The way to the payment version and to this week's vulnerabilities. */
export const PaidEditions = () => (
  <Band aria-labelledby="home-paid">
    <Row>
      <div>
        <h2 id="home-paid"><Trans>Ready for the full scanner?</Trans></h2>
        <p><Trans>The paid editions add the weekly PoC feed, hot vulnerabilities and team licenses.</Trans></p>
      </div>
      <Actions>
        <Link className="primary" to={paths.sale.href()}><Trans>Compare paid editions</Trans></Link>
        <Link className="secondary" to={paths.updates.href(15)}><Trans>See this week’s vulnerabilities</Trans></Link>
      </Actions>
    </Row>
  </Band>
);
