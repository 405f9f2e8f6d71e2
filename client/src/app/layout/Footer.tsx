import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageWidth } from '../../ui/Page.tsx';
import { paths } from '../../lib/paths.ts';

const Bar = styled.footer`
  background: ${({ theme }) => theme.color.navy};
  color: #94a3b8;
  padding: ${({ theme }) => theme.space(10)} 0;
  font-size: 14px;
  a { color: #cbd5e1; }
`;

const Row = styled(PageWidth)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 24px;
  flex-wrap: wrap;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const social = [
  { name: 'GitHub', href: 'https://github.com/tidewatch-security' },
  { name: 'X', href: 'https://x.com/tidewatchsec' },
  { name: 'YouTube', href: 'https://www.youtube.com/@tidewatchsec' },
];

/** `wide`: the sale route's 1360 px container, so that the bar lines up with the page. */
export const Footer = ({ wide = false }: { wide?: boolean }) => {
  const { t, i18n } = useLingui();
  return (
    <Bar>
      <Row $wide={wide}>
        <div>
          © 2026 <Trans>Tidewatch Security</Trans>
          {i18n.locale === 'zh' && (
            <>
              {' · '}
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">京ICP备2026012345号-1</a>
            </>
          )}
        </div>
        <nav aria-label={t`Follow us`}>
          <Links>
            {social.map((item) => (
              <li key={item.name}>
                <a href={item.href} target="_blank" rel="noreferrer">{item.name}</a>
              </li>
            ))}
            <li>
              <Link to={paths.friendLink.href()}><Trans>Friend links</Trans></Link>
            </li>
          </Links>
        </nav>
      </Row>
    </Bar>
  );
};
