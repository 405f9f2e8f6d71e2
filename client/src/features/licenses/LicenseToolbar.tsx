import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Button } from '../../ui/Form.tsx';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Available = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  strong { font-size: 22px; color: ${({ theme }) => theme.color.primary}; margin: 0 4px; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  > div { align-items: center; }
`;

const Chosen = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.color.muted};
`;

interface Props {
  /** the count still available for distribution, or an ellipsis until known */
  available: number | string;
  /** how many licenses are selected (across pages) */
  count: number;
  all: boolean;
  onAllChange: (all: boolean) => void;
  exporting: boolean;
  onExport: () => void;
}

/** Above the license table: the count available for distribution, the selection's size, All and Export. */
export const LicenseToolbar = ({ available, count, all, onAllChange, exporting, onExport }: Props) => (
  <Toolbar>
    <Available data-testid="available-licenses">
      <Trans>
        Licenses available for distribution: <strong>{available}</strong>
      </Trans>
    </Available>
    <Actions>
      {!all && count > 0 && (
        <Chosen>
          <Trans>{count} selected</Trans>
        </Chosen>
      )}
      <Checkbox checked={all} onCheckedChange={onAllChange} label={<Trans>All</Trans>} />
      <Button type="button" disabled={exporting} onClick={onExport}>
        <Trans>Export</Trans>
      </Button>
    </Actions>
  </Toolbar>
);
