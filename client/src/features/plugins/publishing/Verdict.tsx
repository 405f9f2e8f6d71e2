import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import type { UploadPluginMutation } from '../../../gql/graphql.ts';

export type Outcome =
  | { kind: 'accepted'; file: string; upload: UploadPluginMutation['uploadPlugin'] }
  | { kind: 'refused'; file: string; reasons: string[] };

const Box = styled.div<{ $ok: boolean }>`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
  background: ${({ $ok }) => ($ok ? '#ecfdf5' : '#fef2f2')};
  overflow-wrap: anywhere;
  h3 { font-size: ${({ theme }) => theme.font.size.md}; margin: 0 0 8px; }
  ul { margin: 8px 0 0; padding-left: 20px; }
  li + li { margin-top: 4px; }
`;

/** The validator's answer to one upload: every refusal reason, or pending with its warnings and place in the queue. */
export const Verdict = ({ outcome }: { outcome: Outcome }) => {
  if (outcome.kind === 'refused') {
    const file = outcome.file;
    return (
      <Box $ok={false} role="alert">
        <h3>
          <Trans>{file} was not accepted</Trans>
        </h3>
        <ul>
          {outcome.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Box>
    );
  }
  const { extensionId, version, queuePosition, warnings } = outcome.upload;
  return (
    <Box $ok>
      <h3>
        <Trans>
          {extensionId} {version} is uploaded and waits for review
        </Trans>
      </h3>
      {queuePosition != null && (
        <p>
          <Trans>Place in the review queue: {queuePosition}. You will get a mail when staff have reviewed it.</Trans>
        </p>
      )}
      {warnings && warnings.length > 0 && (
        <>
          <p>
            <Trans>Advice from the check (not a reason to refuse):</Trans>
          </p>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
};
