import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { PageWidth } from '../../ui/Page.tsx';

const Hero = styled.section`
  background: radial-gradient(900px 420px at 85% -20%, rgba(22, 100, 255, 0.38), transparent 60%),
    radial-gradient(700px 380px at 0% 120%, rgba(53, 208, 186, 0.12), transparent 60%), #0b1b34;
  color: #cbd5e1;
  padding: 64px 0 132px;
  text-align: center;
  h1 { color: #fff; font-size: 40px; }
`;

const Lead = styled.p`
  max-width: 720px;
  margin: 16px auto 0;
  font-size: 17px;
`;

const Claims = styled.ul`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  margin: 28px 0 0;
  padding: 0;
  li {
    padding: 5px 14px;
    border-radius: 999px;
    border: 1px solid rgba(226, 232, 240, 0.16);
    background: rgba(255, 255, 255, 0.04);
    font-size: 13px;
  }
  strong { color: #fff; margin-right: 4px; }
`;

/** The top of /sale: 'Choose your edition', what the editions are for, and what every paid edition has. */
export const SaleHero = ({ wide }: { wide: boolean }) => {
  const { t } = useLingui();
  return (
    <Hero aria-labelledby="sale-title">
      <PageWidth $wide={wide}>
        <h1 id="sale-title"><Trans>Choose your edition</Trans></h1>
        <Lead>
          <Trans>
            From free asset mapping to red-team exploitation and enterprise defence: one scanner, priced for how your team
            works.
          </Trans>
        </Lead>
        <Claims aria-label={t`In every paid edition`}>
          <li><strong>100,000+</strong><Trans>identification rules</Trans></li>
          <li><strong>200+</strong><Trans>protocols</Trans></li>
          <li><strong>4000+</strong><Trans>PoCs</Trans></li>
          <li><strong>1,000+</strong><Trans>default-password devices</Trans></li>
        </Claims>
      </PageWidth>
    </Hero>
  );
};
