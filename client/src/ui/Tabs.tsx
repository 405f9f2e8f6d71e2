import { Tabs as Radix } from 'radix-ui';
import styled from 'styled-components';

/** Radix tabs with the site's underline style: Tabs, TabList, Tab, TabPanel. */
export const Tabs = Radix.Root;

export const TabList = styled(Radix.List)`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  /* should one-line names ever be wider than a phone, the strip scrolls, never the page */
  overflow-x: auto;
  scrollbar-width: none;
  @media (max-width: 640px) { gap: 0; }
`;

export const Tab = styled(Radix.Trigger)`
  padding: 12px 20px;
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
  &[data-state='active'] { color: ${({ theme }) => theme.color.primary}; border-bottom-color: ${({ theme }) => theme.color.primary}; }
  /* a tab's name is one line ("All orders" broke in two on a phone) */
  white-space: nowrap;
  /* on a phone the tabs share the strip: the three payment tabs ("Alipay", "WeChat Pay", "Bank transfer") fit a 390 px card */
  @media (max-width: 640px) { flex: 1 1 auto; padding: 12px 6px; font-size: 14px; }
`;

export const TabPanel = styled(Radix.Content)`
  padding: ${({ theme }) => theme.space(6)} 0 0;
  &:focus-visible { outline-offset: 4px; }
`;
