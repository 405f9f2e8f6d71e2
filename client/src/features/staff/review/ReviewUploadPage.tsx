import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { renderMarkdown } from '../../../lib/package-markdown.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PackageMarkdown } from '../../../ui/PackageMarkdown.tsx';
import { ReviewUploadDocument } from './documents.ts';
import { queueAge } from './queue-age.ts';
import { ReviewChanges } from './ReviewChanges.tsx';
import { ReviewDecision } from './ReviewDecision.tsx';
import { Box, Pre, Title } from './review-styles.ts';

/** One upload as a reviewer reads it: the package, the checks' findings, the changes, and the decision. */
export const ReviewUploadPage = () => {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ReviewUploadDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const detail = data?.reviewUpload;
  const readme = useMemo(() => (detail?.readme ? renderMarkdown(detail.readme) : ''), [detail?.readme]);
  const title = detail ? `${detail.upload.publisher}.${detail.upload.name} ${detail.upload.version}` : t`Upload`;
  usePageMeta(title, t`An extension upload under review.`);
  if (error) return <p role="alert">{error.message}</p>;
  if (!detail) return loading ? null : <p><Trans>There is no such upload.</Trans></p>;
  const { upload } = detail;
  const state = { PENDING: t`Pending review`, APPROVED: t`Approved`, REJECTED: t`Rejected` }[upload.state];
  return (
    <>
      <p>
        <Link to="/admin/review">
          <Trans>Back to the review queue</Trans>
        </Link>
      </p>
      <Title>{title}</Title>
      <p data-testid="review-state">
        <Trans>State: {state}</Trans>
        {upload.state === 'PENDING' && (
          <>
            {' · '}
            <Trans>Waiting {queueAge(i18n, upload.queuedAt)}</Trans>
          </>
        )}
      </p>
      {upload.reason && (
        <p>
          <Trans>Reason: {upload.reason}</Trans>
        </p>
      )}
      {upload.state === 'PENDING' && <ReviewDecision uploadId={upload.id} onDecided={() => void refetch()} />}
      <Box aria-labelledby="findings-title">
        <h2 id="findings-title">
          <Trans>Warnings and secret findings</Trans>
        </h2>
        {upload.warnings.length === 0 && detail.secrets.length === 0 && <p><Trans>The checks found nothing to note.</Trans></p>}
        <ul>
          {upload.warnings.map((warning) => <li key={warning}>{warning}</li>)}
          {detail.secrets.map((secret) => (
            <li key={`${secret.file}:${secret.line}:${secret.kind}`}>
              <Trans>
                Possible secret ({secret.kind}) in {secret.file}, line {secret.line}
              </Trans>
            </li>
          ))}
        </ul>
      </Box>
      <ReviewChanges changes={detail.changes ?? null} />
      <Box aria-labelledby="readme-title">
        <h2 id="readme-title">
          <Trans>README as the market shows it</Trans>
        </h2>
        {readme ? <PackageMarkdown dangerouslySetInnerHTML={{ __html: readme }} /> : <p><Trans>The package has no README.</Trans></p>}
      </Box>
      <Box aria-labelledby="files-title">
        <h2 id="files-title">
          <Trans>Files</Trans>
        </h2>
        <ul>
          {detail.files.map((file) => (
            <li key={file.path}>
              {file.path} ({i18n.number(file.size)} B)
            </li>
          ))}
        </ul>
      </Box>
      <Box aria-labelledby="manifest-title">
        <h2 id="manifest-title">
          <Trans>Manifest</Trans>
        </h2>
        <Pre tabIndex={0} aria-label={t`Manifest`}>{detail.manifest}</Pre>
      </Box>
    </>
  );
};
