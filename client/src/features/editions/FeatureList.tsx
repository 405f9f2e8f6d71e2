import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import type { Feature } from './features.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 11px;
  align-content: start;
`;

const Item = styled.li<{ $included: boolean }>`
  display: grid;
  grid-template-columns: 18px 1fr;
  gap: 10px;
  align-items: start;
  font-size: 14px;
  line-height: 1.45;
  color: ${({ theme, $included }) => ($included ? theme.color.text : theme.color.muted)};
`;

const Mark = styled.span<{ $included: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-top: 1px;
  border-radius: 50%;
  background: ${({ $included }) => ($included ? 'rgba(5, 150, 105, 0.12)' : '#f1f5f9')};
  color: ${({ theme, $included }) => ($included ? theme.color.success : theme.color.muted)};
  svg { width: 10px; height: 10px; }
`;

const Tag = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 0 7px;
  border-radius: 4px;
  background: rgba(217, 119, 6, 0.12);
  color: #92400e;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  vertical-align: 1px;
  white-space: nowrap;
`;

const Tick = () => (
  <svg viewBox="0 0 10 10" aria-hidden="true">
    <path d="M1.5 5.2 4 7.6 8.6 2.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const Cross = () => (
  <svg viewBox="0 0 10 10" aria-hidden="true">
    <path d="M2.5 2.5 7.5 7.5M7.5 2.5 2.5 7.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** A card's features: a tick or a cross (read out as Included / Not included) and value-added tags. */
export const FeatureList = ({ features, label }: { features: Feature[]; label: string }) => {
  const { i18n } = useLingui();
  return (
    <List aria-label={label}>
      {features.map((feature) => (
        <Item key={feature.label.id} $included={feature.included} data-included={feature.included}>
          <Mark $included={feature.included}>{feature.included ? <Tick /> : <Cross />}</Mark>
          <span>
            <VisuallyHidden.Root>{feature.included ? <Trans>Included:</Trans> : <Trans>Not included:</Trans>} </VisuallyHidden.Root>
            {i18n._(feature.label)}
            {feature.valueAdded && <Tag><Trans>Value-added</Trans></Tag>}
          </span>
        </Item>
      ))}
    </List>
  );
};
