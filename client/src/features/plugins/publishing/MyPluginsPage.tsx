import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button } from '../../../ui/Form.tsx';
import { PanelCard } from '../../../ui/Page.tsx';
import { DeletePluginDocument, MyPluginsDocument } from './documents.ts';
import { UploadBox } from './UploadBox.tsx';
import type { MyPluginsQuery } from '../../../gql/graphql.ts';
import { UploadRow } from './UploadRow.tsx';
import { AccessTokens } from './AccessTokens.tsx';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** The user centre's Extensions tab: upload a package, follow its review, delete one's extensions, manage publishing tokens. */
export const MyPluginsPage = () => {
  const { t } = useLingui();
  usePageMeta(t`My extensions`, t`Upload extension packages, follow their review and manage your extensions in the Tidewatch market.`);
  const { data, loading } = useQuery(MyPluginsDocument, { variables: { page: 1, size: 100 }, fetchPolicy: 'cache-and-network' });
  const [doomed, setDoomed] = useState<MyPluginsQuery['myPlugins']['items'][number] | null>(null);
  const [remove, { loading: deleting }] = useMutation(DeletePluginDocument, { refetchQueries: [MyPluginsDocument], awaitRefetchQueries: true });
  const uploads = data?.myPlugins.items ?? [];
  const doomedId = doomed?.extensionId ?? '';

  const confirmDelete = async () => {
    if (!doomed) return;
    await remove({ variables: { id: doomed.id } });
    setDoomed(null);
  };

  return (
    <PanelCard>
      <UploadBox />
      <Heading>
        <Trans>My uploads</Trans>
      </Heading>
      {loading && !data ? (
        <Muted>
          <Trans>Loading…</Trans>
        </Muted>
      ) : uploads.length === 0 ? (
        <Muted>
          <Trans>You have not uploaded an extension yet.</Trans>
        </Muted>
      ) : (
        <List>
          {uploads.map((upload) => (
            <UploadRow key={upload.uploadId} upload={upload} onDelete={() => setDoomed(upload)} />
          ))}
        </List>
      )}
      <AccessTokens />
      <Dialog open={doomed !== null} onOpenChange={(open) => !open && setDoomed(null)} title={t`Delete ${doomedId}?`} width={460}>
        <p>
          <Trans>Every version of {doomedId} leaves the market at once and can no longer be downloaded. Its id cannot be used again.</Trans>
        </p>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={() => setDoomed(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" onClick={() => void confirmDelete()} disabled={deleting} style={{ background: '#dc2626', borderColor: '#dc2626' }}>
            <Trans>Delete extension</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </PanelCard>
  );
};
