import { Trans, useLingui } from '@lingui/react/macro';
import type { ReviewUploadQuery } from '../../../gql/graphql.ts';
import { Box, DiffLine, Pre } from './review-styles.ts';

type Changes = NonNullable<NonNullable<ReviewUploadQuery['reviewUpload']>['changes']>;

/** What changed since the publisher's previous version: manifest fields, files, and the README line by line. */
export const ReviewChanges = ({ changes }: { changes: Changes | null }) => {
  const { t } = useLingui();
  if (!changes) {
    return (
      <Box aria-labelledby="changes-title">
        <h2 id="changes-title">
          <Trans>Changes since the previous version</Trans>
        </h2>
        <p>
          <Trans>This is the extension's first upload: there is nothing to compare with.</Trans>
        </p>
      </Box>
    );
  }
  const nothing = <Trans>None</Trans>;
  return (
    <Box aria-labelledby="changes-title" data-testid="review-changes">
      <h2 id="changes-title">
        <Trans>Changes since version {changes.previousVersion}</Trans>
      </h2>
      <h3>
        <Trans>Manifest fields</Trans>
      </h3>
      {changes.manifest.length ? (
        <ul>
          {changes.manifest.map((change) => (
            <li key={change.field}>
              <code>{change.field}</code>: {change.before ?? t`(absent)`} → {change.after ?? t`(absent)`}
            </li>
          ))}
        </ul>
      ) : (
        <p>{nothing}</p>
      )}
      <h3>
        <Trans>Files added</Trans>
      </h3>
      {changes.filesAdded.length ? <ul>{changes.filesAdded.map((file) => <li key={file.path}>{file.path}</li>)}</ul> : <p>{nothing}</p>}
      <h3>
        <Trans>Files removed</Trans>
      </h3>
      {changes.filesRemoved.length ? <ul>{changes.filesRemoved.map((file) => <li key={file.path}>{file.path}</li>)}</ul> : <p>{nothing}</p>}
      <h3>
        <Trans>Files changed</Trans>
      </h3>
      {changes.filesChanged.length ? (
        <ul>
          {changes.filesChanged.map((file) => (
            <li key={file.path}>
              {file.path} ({file.sizeBefore} → {file.sizeAfter} B)
            </li>
          ))}
        </ul>
      ) : (
        <p>{nothing}</p>
      )}
      <h3>
        <Trans>README changes</Trans>
      </h3>
      {changes.readmeDiff ? (
        <Pre tabIndex={0} aria-label={t`README changes`}>
          {changes.readmeDiff.map((line, index) => (
            <DiffLine key={index} $op={line.op}>
              {line.op} {line.line}
            </DiffLine>
          ))}
        </Pre>
      ) : (
        <p>
          <Trans>The README is too long to compare line by line.</Trans>
        </p>
      )}
    </Box>
  );
};
