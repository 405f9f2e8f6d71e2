import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

export type Step = 'details' | 'review';

const List = styled.ol`
  display: flex;
  gap: 12px;
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  counter-reset: step;
  li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: 10px;
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.line};
    background: ${({ theme }) => theme.color.surface};
    font-size: 13px;
  }
  li + li::after { order: -1; content: ''; width: clamp(12px, 6vw, 48px); height: 1px; background: ${({ theme }) => theme.color.line}; }
  li[aria-current='step'] { color: ${({ theme }) => theme.color.ink}; }
  li[aria-current='step']::before { background: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; color: #fff; }
`;

/** Step 1 (details) and step 2 (review and pay), the current one marked. */
export const StepIndicator = ({ step }: { step: Step }) => {
  const { t } = useLingui();
  return (
    <List aria-label={t`Order steps`}>
      <li aria-current={step === 'details' ? 'step' : undefined}><Trans>Order details</Trans></li>
      <li aria-current={step === 'review' ? 'step' : undefined}><Trans>Review and pay</Trans></li>
    </List>
  );
};
