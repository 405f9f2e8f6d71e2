import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from '../../ui/Form.tsx';

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin: 8px 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  font-size: 14px;
  p { margin: 0; flex: 1; }
`;

const Pulse = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.success};
  box-shadow: 0 0 0 4px rgba(5, 150, 105, 0.15);
`;

/** Under the checkstand's tabs: waiting for the payment, or (the wait ended) Check again. */
export const PayStatusLine = ({ ended, onCheckAgain }: { ended: boolean; onCheckAgain: () => void }) =>
  ended ? (
    <Status>
      <p><Trans>We stopped waiting for this payment. Paid already? Check again.</Trans></p>
      <Button type="button" $variant="secondary" onClick={onCheckAgain}>
        <Trans>Check again</Trans>
      </Button>
    </Status>
  ) : (
    <Status role="status">
      <Pulse aria-hidden="true" />
      <p><Trans>Waiting for your payment. This page moves on by itself once it arrives.</Trans></p>
    </Status>
  );
