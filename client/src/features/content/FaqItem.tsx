import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toasts.ts';
import { CopyIcon } from '../../ui/icons.tsx';
import { copyText } from '../../lib/copy-text.ts';
import { RichText } from './RichText.tsx';
import { deepLinkTarget } from '../../ui/deep-link.ts';

const open = keyframes`
  from { height: 0; opacity: 0; }
  to { height: var(--radix-accordion-content-height); opacity: 1; }
`;

const Item = styled(Accordion.Item)`
  border-top: 1px solid ${({ theme }) => theme.color.line};
  /* the sticky header must not cover an entry a deep link scrolls to, and the entry is marked */
  ${deepLinkTarget('inside')}
  &:first-child { border-top: 0; }
`;

const Header = styled(Accordion.Header)`
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled(Accordion.Trigger)`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 18px 24px;
  border: 0;
  background: none;
  font: inherit;
  font-size: 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  text-align: left;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
  &:focus-visible { outline-offset: -2px; border-radius: ${({ theme }) => theme.radius.md}; }
  &[data-state='open'] { color: ${({ theme }) => theme.color.primary}; }
  @media (max-width: 640px) { padding: 16px; font-size: 15px; }
`;

const Chevron = styled.svg`
  flex: none;
  width: 20px;
  height: 20px;
  color: ${({ theme }) => theme.color.muted};
  transition: transform 0.2s ease;
  [data-state='open'] > & { transform: rotate(180deg); color: ${({ theme }) => theme.color.primary}; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/**
 * Always in the markup (forceMount), so that a prerendered page read without JavaScript, or by a crawler, has every
 * answer: a closed one is hidden by this rule, except where no script runs (the accordion could not open it). Being
 * mounted, a closing answer is not animated (it goes at once); an opening one still is.
 */
const Content = styled(Accordion.Content)`
  overflow: hidden;
  &[data-state='open'] { animation: ${open} 0.2s ease-out; }
  &[data-state='closed'] { display: none; }
  @media (scripting: none) { &[data-state='closed'] { display: block; } }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] { animation: none; }
  }
`;

const Answer = styled.div`
  padding: 0 24px 20px;
  @media (max-width: 640px) { padding: 0 16px 16px; }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 14px;
  padding-top: 12px;
  border-top: 1px dashed ${({ theme }) => theme.color.line};
  font-size: 13px;
  a { color: ${({ theme }) => theme.color.muted}; }
  a:hover { color: ${({ theme }) => theme.color.primary}; }
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border: 0;
  background: none;
  padding: 2px 0;
  font: inherit;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  svg { width: 14px; height: 14px; }
  &:hover { color: ${({ theme }) => theme.color.primary}; }
`;

/** The address of an entry, to paste anywhere: /faq#key on this site's origin. */
export const entryUrl = (anchor: string) => `${window.location.origin}${paths.faq.href()}#${encodeURIComponent(anchor)}`;

/** One question of the FAQ accordion: its anchor is the item's id and value, so /faq#anchor opens it. */
export const FaqItem = ({ anchor, title, content, targeted }: { anchor: string; title: string; content: string; targeted: boolean }) => {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await copyText(entryUrl(anchor));
      showToast('success', t`Link copied`);
    } catch {
      showToast('warning', t`The link could not be copied; use “Link to this answer” instead.`);
    }
  };
  return (
    <Item value={anchor} id={anchor} data-deep-link-target={targeted ? '' : undefined}>
      <Header>
        <Trigger>
          <span>{title}</span>
          <Chevron viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" />
          </Chevron>
        </Trigger>
      </Header>
      <Content forceMount data-faq-answer="">
        <Answer>
          <RichText html={content} />
          <Tools>
            <Link to={{ hash: anchor }} aria-label={t`Link to this answer: ${title}`}>
              <span aria-hidden="true"># </span>
              <Trans>Link to this answer</Trans>
            </Link>
            <CopyButton type="button" onClick={copy} aria-label={t`Copy link: ${title}`}>
              <CopyIcon />
              <Trans>Copy link</Trans>
            </CopyButton>
          </Tools>
        </Answer>
      </Content>
    </Item>
  );
};
