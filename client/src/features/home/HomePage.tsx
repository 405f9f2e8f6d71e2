import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths.ts';
import { PageWidth } from '../../ui/Page.tsx';
import { DownloadBlock } from '../downloads/DownloadBlock.tsx';
import { ScanPreview } from './ScanPreview.tsx';

const Hero = styled.section`
  background: radial-gradient(1200px 500px at 80% -10%, rgba(22, 100, 255, 0.35), transparent 60%), #0b1b34;
  color: #cbd5e1;
  padding: 88px 0 96px;
  h1 { color: #fff; font-size: ${({ theme }) => theme.font.size.hero}; }
  p { font-size: 18px; margin: 20px 0 32px; }
`;

const HeroGrid = styled(PageWidth)`
  display: grid;
  grid-template-columns: 1.15fr 1fr;
  gap: 56px;
  align-items: center;
`;

const Buttons = styled.div`
  display: flex;
  gap: 16px;
  a { padding: 12px 26px; border-radius: 8px; font-weight: 600; }
  a:hover { text-decoration: none; }
  a.primary { background: ${({ theme }) => theme.color.primary}; color: #fff; }
  a.secondary { border: 1px solid rgba(226, 232, 240, 0.4); color: #fff; }
`;

const Stats = styled.ul`
  display: flex;
  gap: 48px;
  list-style: none;
  padding: 0;
  margin: 56px 0 0;
  strong { display: block; color: #fff; font-size: 28px; }
  span { font-size: 14px; color: #94a3b8; }
`;

export const HomePage = () => (
  <>
    <Hero>
      <HeroGrid>
        <div>
        <h1><Trans>Map every asset. Find the vulnerability before attackers do.</Trans></h1>
        <p>
          <Trans>
            Asset mapping, protocol identification and vulnerability scanning in one desktop tool, for red teams,
            blue teams and security engineers.
          </Trans>
        </p>
        <Buttons>
          <Link className="primary" to={paths.download.href()}><Trans>Free download</Trans></Link>
          <Link className="secondary" to={paths.sale.href()}><Trans>Buy</Trans></Link>
        </Buttons>
        <Stats>
          <li><strong>100,000+</strong><span><Trans>identification rules</Trans></span></li>
          <li><strong>200+</strong><span><Trans>protocols</Trans></span></li>
          <li><strong>4000+</strong><span><Trans>PoCs</Trans></span></li>
          <li><strong>35W+</strong><span><Trans>fingerprints</Trans></span></li>
        </Stats>
        </div>
        <ScanPreview />
      </HeroGrid>
    </Hero>
    <DownloadBlock />
  </>
);
