import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../gql/index.ts';

/** What a row shows of one's upload: its review state, the reviewer's note, the queue and the validator's advice. */
export const UploadRowFragment = graphql(`
  fragment UploadRow_upload on Plugin {
    uploadId
    extensionId
    version
    icon
    reviewStatus
    reviewNote
    warnings
    queuePosition
    uploadedAt
  }
`);

const Item = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr auto;
  gap: 12px 16px;
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow-wrap: anywhere;
  /* grid items keep their min-content width unless told: a long extension id would push the page sideways */
  > * { min-width: 0; }
  img, .placeholder { width: 32px; height: 32px; border-radius: 6px; background: ${({ theme }) => theme.color.canvas}; }
  h3 { font-size: ${({ theme }) => theme.font.size.md}; margin: 0 0 4px; }
  p { margin: 4px 0 0; font-size: ${({ theme }) => theme.font.size.sm}; }
  ul { margin: 4px 0 0; padding-left: 18px; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.muted}; }
  @media (max-width: 560px) {
    grid-template-columns: 32px 1fr;
    > button { grid-column: 1 / -1; justify-self: start; }
  }
`;

const tones = { PENDING: '#92400e', APPROVED: '#065f46', REJECTED: '#b91c1c' } as const;
const State = styled.span<{ $state: keyof typeof tones }>`
  display: inline-block;
  margin-left: 8px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  color: ${({ $state }) => tones[$state]};
  border: 1px solid currentColor;
`;

const Delete = styled.button`
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  color: #b91c1c;
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 6px 14px;
  cursor: pointer;
  &:hover { border-color: #b91c1c; }
`;

/** One upload: its state in words, the reviewer's reason or the queue position, the validator's advice. */
export const UploadRow = ({ onDelete, ...props }: { upload: FragmentType<typeof UploadRowFragment>; onDelete: () => void }) => {
  const { t, i18n } = useLingui();
  const { extensionId, version, reviewStatus, reviewNote, queuePosition, warnings, icon, uploadedAt, uploadId } = getFragmentData(UploadRowFragment, props.upload);
  const titleId = `upload-${uploadId ?? extensionId}`;
  const state = reviewStatus ?? 'PENDING';
  const label = { PENDING: t`Pending review`, APPROVED: t`Approved`, REJECTED: t`Rejected` }[state];
  const when = uploadedAt ? i18n.date(uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <Item data-testid="upload-row">
      {icon ? <img src={icon} alt="" width={32} height={32} /> : <span className="placeholder" aria-hidden="true" />}
      <div>
        <h3 id={titleId}>
          {extensionId} {version}
          <State $state={state}>{label}</State>
        </h3>
        {/* a waiting upload always has a state its publisher can see: under review, since when */}
        <p>{state === 'PENDING' ? <Trans>Under review since {when}</Trans> : <Trans>Uploaded {when}</Trans>}</p>
        {state === 'PENDING' && queuePosition != null && (
          <p>
            <Trans>Place in the review queue: {queuePosition}</Trans>
          </p>
        )}
        {state === 'REJECTED' && reviewNote && (
          <p>
            <Trans>Reason: {reviewNote}</Trans>
          </p>
        )}
        {warnings && warnings.length > 0 && (
          <ul aria-label={t`Advice from the check`}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </div>
      {/* The visible word is the name (what speech users say); the row's title says which extension. */}
      <Delete type="button" onClick={onDelete} aria-describedby={titleId}>
        <Trans>Delete</Trans>
      </Delete>
    </Item>
  );
};
