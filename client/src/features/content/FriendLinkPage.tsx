import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import { usePageMeta } from '../../lib/page-meta.ts';
import { PageWidth } from '../../ui/Page.tsx';
import { ContentHero } from './ContentHero.tsx';
import { friendLinks, type FriendLink } from './friend-links.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;
  list-style: none;
  margin: 0;
  padding: 56px 0 96px;
  @media (max-width: 860px) { grid-template-columns: minmax(0, 1fr); }
  @media (max-width: 640px) { padding: 32px 0 56px; gap: 16px; }
`;

const CardBox = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 20px;
  height: 100%;
  padding: 28px;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: border-color 0.15s ease, box-shadow 0.15s ease, transform 0.15s ease;
  &:hover, &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: 0 12px 40px rgba(22, 100, 255, 0.14);
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) { transition: none; &:hover, &:focus-within { transform: none; } }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 14px;
    padding: 22px;
  }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 16px;
  color: #fff;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primary}, ${({ theme }) => theme.color.navy});
  svg { width: 30px; height: 30px; }
  &[data-mark='shield'] { background: linear-gradient(135deg, #059669, ${({ theme }) => theme.color.navy}); }
  @media (max-width: 640px) { width: 52px; height: 52px; border-radius: 14px; }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
`;

const Kind = styled.span`
  display: block;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primary};
`;

const Name = styled.h2`
  margin: 2px 0 10px;
  font-size: 22px;
  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  /* the whole card is the link's click area */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  a:focus-visible { outline: none; }
  a:focus-visible::after { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 2px; }
`;

const Description = styled.span`
  display: block;
  line-height: 1.75;
`;

const Visit = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: auto;
  padding-top: 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
  overflow-wrap: anywhere;
  svg { width: 16px; height: 16px; flex: none; }
`;

const marks = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5.2-5.2M8 11h6M11 8v6',
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3zm-3 9 2 2 4-4',
};

const Svg = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

const Friend = ({ link }: { link: FriendLink }) => {
  const { i18n, t } = useLingui();
  const host = new URL(link.href).host;
  return (
    <li>
      <CardBox>
        <Mark data-mark={link.mark}>
          <Svg d={marks[link.mark]} />
        </Mark>
        <Text>
          <Kind>{i18n._(link.kind)}</Kind>
          <Name>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
              <VisuallyHidden.Root> {t`(opens in a new tab)`}</VisuallyHidden.Root>
            </a>
          </Name>
          <Description>{i18n._(link.description)}</Description>
          <Visit aria-hidden="true">
            <Trans>Visit {host}</Trans>
            <Svg d="M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </Visit>
        </Text>
      </CardBox>
    </li>
  );
};

/** /friendLink (the footer links /friendlink; routes match either spelling): two outbound link cards. */
export const FriendLinkPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Friend links`, t`Tools from our friends that work well with Tidewatch: FOFA, a network-space search engine, and SafeLine, a web application firewall.`);
  return (
    <>
      <ContentHero
        eyebrow={<Trans>Partners</Trans>}
        title={<Trans>Friend links</Trans>}
        lead={<Trans>Find exposed assets across the internet, then protect the ones that are yours: tools from our friends that work well with Tidewatch.</Trans>}
      />
      <PageWidth>
        <Grid aria-label={t`Friend links`}>
          {friendLinks.map((link) => (
            <Friend key={link.href} link={link} />
          ))}
        </Grid>
      </PageWidth>
    </>
  );
};
