import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { HintButton, Tooltip } from '../../ui/Tooltip.tsx';

const Legend = styled.legend`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0;
  margin-bottom: 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`;

/** The MID boxes' legend, with a hint that says what the MID is and where to find it. */
export const MidLegend = () => {
  const { t } = useLingui();
  return (
    <Legend>
      <Trans>MID</Trans>
      <Tooltip
        content={
          <Trans>
            The MID (machine ID) identifies the computer the license is for: 32 letters and digits. Open Tidewatch on
            that computer, copy the MID from its license window and paste it into any box.
          </Trans>
        }
      >
        <HintButton type="button" aria-label={t`What is the MID?`}>
          ?
        </HintButton>
      </Tooltip>
    </Legend>
  );
};
