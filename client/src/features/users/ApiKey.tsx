import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql/index.ts';
import { showToast } from '../../lib/toasts.ts';
import { Button } from '../../ui/Form.tsx';
import { copyText } from '../../lib/copy-text.ts';
import { maskKey } from './mask-key.ts';

export const RefreshApiKeyDocument = graphql(`
  mutation RefreshApiKey {
    refreshApiKey
  }
`);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Key = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 14px;
  background: ${({ theme }) => theme.color.canvas};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 8px 12px;
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;
`;

/**
 * The API key, masked until Show Key (someone looking over the shoulder, a screen share), with Refresh Key (a
 * new key replaces it in the cache) and Copy Key, which copies the whole key either way ('Success!').
 */
export const ApiKey = ({ userId, apiKey }: { userId: string; apiKey: string | null | undefined }) => {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const [refresh, { loading }] = useMutation(RefreshApiKeyDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.modify({ id: cache.identify({ __typename: 'User', id: userId }), fields: { key: () => data.refreshApiKey } });
    },
  });
  const copy = async () => {
    if (!apiKey) return;
    try {
      await copyText(apiKey);
      showToast('success', t`Success!`);
    } catch {
      showToast('error', t`Could not copy. Select the key and copy it by hand.`);
    }
  };
  return (
    <Row>
      <Key data-testid="api-key" data-masked={apiKey && !shown ? 'true' : undefined}>
        {apiKey ? (shown ? apiKey : maskKey(apiKey)) : '—'}
      </Key>
      <Button type="button" $variant="secondary" disabled={!apiKey} onClick={() => setShown((now) => !now)}>
        {shown ? <Trans>Hide Key</Trans> : <Trans>Show Key</Trans>}
      </Button>
      <Button type="button" $variant="secondary" disabled={loading} onClick={() => void refresh().catch(() => undefined)}>
        <Trans>Refresh Key</Trans>
      </Button>
      <Button type="button" $variant="secondary" disabled={!apiKey} onClick={() => void copy()}>
        <Trans>Copy Key</Trans>
      </Button>
    </Row>
  );
};
