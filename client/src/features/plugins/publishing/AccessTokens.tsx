import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ACCESS_TOKEN_DAYS, ACCESS_TOKEN_NAME_MAX } from '../../../../../contract/limits.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button, FormAlert, Input, TextField } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';
import { accessTokenSchema, type AccessTokenValues } from './access-token-schema.ts';
import { AccessTokensDocument, CreateAccessTokenDocument, RevokeAccessTokenDocument } from './documents.ts';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 12px; background: ${({ theme }) => theme.color.canvas}; padding: 1px 4px; border-radius: 4px; }
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: 0 16px;
  align-items: start;
  > button { margin-top: 26px; }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    > button { margin-top: 0; margin-bottom: ${({ theme }) => theme.space(4)}; }
  }
`;

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

/**
 * The Extensions tab's publishing tokens: name one and pick its lifetime, copy it once, see when each was last
 * used, revoke it. A token publishes from a terminal (npm run publish-extension) and can do nothing else.
 */
export const AccessTokens = () => {
  const { t, i18n } = useLingui();
  const _ = useTranslate();
  const titleId = useId();
  const { data, loading } = useQuery(AccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateAccessTokenDocument, { refetchQueries: [AccessTokensDocument], context: { silent: true } });
  const [revoke, { loading: revoking }] = useMutation(RevokeAccessTokenDocument, { refetchQueries: [AccessTokensDocument], awaitRefetchQueries: true });
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [serverError, setServerError] = useState('');
  const [doomed, setDoomed] = useState<{ id: string; name: string } | null>(null);
  const schema = useMemo(() => accessTokenSchema(_), [_]);
  const { control, register, handleSubmit, reset, formState } = useForm<AccessTokenValues>({ resolver: zodResolver(schema), defaultValues: { name: '', expiresInDays: '90' } });
  const tokens = data?.accessTokens ?? [];
  const day = (iso: string) => i18n.date(iso, { dateStyle: 'medium' });
  const doomedName = doomed?.name ?? '';

  const onValid = async ({ name, expiresInDays }: AccessTokenValues) => {
    setServerError('');
    setCopied(false);
    try {
      const { data: answer } = await create({ variables: { input: { name, expiresInDays: Number(expiresInDays) } } });
      if (answer) setCreated({ name: answer.createAccessToken.accessToken.name, token: answer.createAccessToken.token });
      reset({ name: '', expiresInDays });
    } catch (error) {
      setServerError(errorMessage(error, _));
    }
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const confirmRevoke = async () => {
    if (!doomed) return;
    await revoke({ variables: { id: doomed.id } });
    setDoomed(null);
  };

  const createdName = created?.name ?? '';
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>
        <Trans>Publishing tokens</Trans>
      </Heading>
      <Hint>
        <Trans>
          Publish from a terminal or a build: set <code>TIDEWATCH_TOKEN</code> to a token and run <code>npm run publish-extension -- your-extension.zip</code>. A token can
          publish extensions and nothing else; it cannot read your orders, licences or profile.
        </Trans>
      </Hint>
      <Form onSubmit={handleSubmit(onValid)} noValidate aria-label={t`New publishing token`}>
        <TextField label={t`Token name`} maxLength={ACCESS_TOKEN_NAME_MAX} autoComplete="off" placeholder={t`e.g. release build`} error={formState.errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="expiresInDays"
          render={({ field }) => (
            <SelectField
              label={t`Expires after`}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              options={ACCESS_TOKEN_DAYS.map((days) => ({ value: String(days), text: t`${days} days` }))}
            />
          )}
        />
        <Button type="submit" disabled={creating}>
          <Trans>Create token</Trans>
        </Button>
      </Form>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <div aria-live="polite">
        {created && (
          <Created>
            <p>
              <strong>
                <Trans>Token “{createdName}” is ready. Copy it now: it is shown only this once.</Trans>
              </strong>
            </p>
            <div>
              <Input readOnly value={created.token} aria-label={t`New token ${createdName}`} onFocus={(event) => event.currentTarget.select()} />
              <Button type="button" $variant="secondary" onClick={() => void copy()}>
                {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
              </Button>
            </div>
          </Created>
        )}
      </div>
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
      <Dialog open={doomed !== null} onOpenChange={(open) => !open && setDoomed(null)} title={t`Revoke ${doomedName}?`} width={460}>
        <p>
          <Trans>Anything that publishes with {doomedName} is refused from now on. This cannot be undone.</Trans>
        </p>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={() => setDoomed(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" onClick={() => void confirmRevoke()} disabled={revoking} style={{ background: '#dc2626', borderColor: '#dc2626' }}>
            <Trans>Revoke token</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
};
