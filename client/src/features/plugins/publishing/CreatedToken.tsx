import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button, Input } from '../../../ui/Form.tsx';

const Created = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ecfdf5;
  p { margin: 0 0 8px; overflow-wrap: anywhere; }
  > div { display: flex; gap: 8px; }
  input { font-family: ${({ theme }) => theme.font.mono}; font-size: 13px; min-width: 0; }
  @media (max-width: 560px) { > div { flex-direction: column; } }
`;

interface Props {
  name: string;
  token: string;
  copied: boolean;
  onCopy: () => void;
}

/** The token just created, shown this once: selected on focus, with a Copy button that says when it copied. */
export const CreatedToken = ({ name: createdName, token, copied, onCopy }: Props) => {
  const { t } = useLingui();
  return (
    <Created>
      <p>
        <strong>
          <Trans>Token “{createdName}” is ready. Copy it now: it is shown only this once.</Trans>
        </strong>
      </p>
      <div>
        <Input readOnly value={token} aria-label={t`New token ${createdName}`} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" $variant="secondary" onClick={onCopy}>
          {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
        </Button>
      </div>
    </Created>
  );
};
