import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { switchLocale } from '../../i18n/i18n.ts';
import { apolloClient } from '../../lib/apollo.ts';
import type { Locale } from '../../i18n/locale.ts';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid rgba(226, 232, 240, 0.35);
  border-radius: 999px;
  overflow: hidden;
`;

const Option = styled.button<{ $active: boolean }>`
  border: 0;
  font: inherit;
  font-size: 13px;
  padding: 3px 10px;
  cursor: pointer;
  color: ${({ $active }) => ($active ? '#0b1b34' : '#e2e8f0')};
  background: ${({ $active }) => ($active ? '#e2e8f0' : 'transparent')};
`;

/** zh / en: the explicit choice overrides the host and is remembered. */
export const LanguageSwitch = () => {
  const { i18n, t } = useLingui();
  const options: { locale: Locale; label: string; name: string }[] = [
    { locale: 'zh', label: '中文', name: '中文' },
    // the name starts with the visible label, so speech input can say what it sees
    { locale: 'en', label: 'EN', name: 'EN (English)' },
  ];
  return (
    <Group role="group" aria-label={t`Language`}>
      {options.map((option) => (
        <Option
          key={option.locale}
          type="button"
          lang={option.locale}
          aria-label={option.name}
          aria-pressed={i18n.locale === option.locale}
          $active={i18n.locale === option.locale}
          onClick={() => void switchLocale(option.locale).then(() => apolloClient.resetStore())}
        >
          {option.label}
        </Option>
      ))}
    </Group>
  );
};
