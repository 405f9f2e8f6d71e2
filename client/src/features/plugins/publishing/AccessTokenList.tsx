import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { AccessTokensDocument } from './documents.ts';
import { RevokeTokenDialog } from './RevokeTokenDialog.tsx';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    gap: 12px 16px;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    > div { min-width: 0; }
    strong { display: block; overflow-wrap: anywhere; color: ${({ theme }) => theme.color.ink}; }
  }
  @media (max-width: 560px) {
    li { flex-direction: column; align-items: flex-start; }
  }
`;

/** Created, last used and expiry of one token, in a line that wraps. */
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 18px;
  margin: 4px 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
  div { display: flex; gap: 6px; }
  dd { margin: 0; color: ${({ theme }) => theme.color.ink}; }
`;

const Revoke = styled.button`
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  color: #b91c1c;
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 4px 12px;
  cursor: pointer;
  white-space: nowrap;
  &:hover { border-color: #b91c1c; }
`;

const ExpiredNote = styled.span`
  color: #b91c1c;
  font-weight: 600;
`;

/** One's publishing tokens: when each was created, last used and expires, and Revoke, which asks first. */
export const AccessTokenList = () => {
  const { t, i18n } = useLingui();
  const { data, loading } = useQuery(AccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [doomed, setDoomed] = useState<{ id: string; name: string } | null>(null);
  const tokens = data?.accessTokens ?? [];
  const day = (iso: string) => i18n.date(iso, { dateStyle: 'medium' });

  return (
    <>
      {tokens.length === 0 ? (
        <Muted>{loading && !data ? <Trans>Loading…</Trans> : <Trans>You have no publishing tokens.</Trans>}</Muted>
      ) : (
        <List aria-label={t`Your publishing tokens`}>
          {tokens.map((token) => (
            <li key={token.id} data-testid="access-token-row">
              <div>
                <strong>{token.name}</strong>
                <Facts>
                  <div>
                    <dt><Trans>Created</Trans></dt>
                    <dd>{day(token.createdAt)}</dd>
                  </div>
                  <div>
                    <dt><Trans>Last used</Trans></dt>
                    <dd>{token.lastUsedAt ? day(token.lastUsedAt) : <Trans>Never</Trans>}</dd>
                  </div>
                  <div>
                    <dt><Trans>Expires</Trans></dt>
                    <dd>{token.expired ? <ExpiredNote><Trans>Expired {day(token.expiresAt)}</Trans></ExpiredNote> : day(token.expiresAt)}</dd>
                  </div>
                </Facts>
              </div>
              <Revoke type="button" onClick={() => setDoomed({ id: token.id, name: token.name })} aria-label={t`Revoke ${token.name}`}>
                <Trans>Revoke</Trans>
              </Revoke>
            </li>
          ))}
        </List>
      )}
      <RevokeTokenDialog doomed={doomed} onClose={() => setDoomed(null)} />
    </>
  );
};
