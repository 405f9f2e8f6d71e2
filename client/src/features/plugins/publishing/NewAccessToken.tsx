import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ACCESS_TOKEN_DAYS, ACCESS_TOKEN_NAME_MAX } from '../../../../../contract/limits.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Button, FormAlert, TextField } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';
import { accessTokenSchema, type AccessTokenValues } from './access-token-schema.ts';
import { CreatedToken } from './CreatedToken.tsx';
import { AccessTokensDocument, CreateAccessTokenDocument } from './documents.ts';

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

/** A new publishing token: its name and lifetime, then the token itself, to copy once (a polite live region says it). */
export const NewAccessToken = () => {
  const { t } = useLingui();
  const _ = useTranslate();
  const [create, { loading: creating }] = useMutation(CreateAccessTokenDocument, { refetchQueries: [AccessTokensDocument], context: { silent: true } });
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [serverError, setServerError] = useState('');
  const schema = useMemo(() => accessTokenSchema(_), [_]);
  const { control, register, handleSubmit, reset, formState } = useForm<AccessTokenValues>({ resolver: zodResolver(schema), defaultValues: { name: '', expiresInDays: '90' } });

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

  return (
    <>
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
      <div aria-live="polite">{created && <CreatedToken name={created.name} token={created.token} copied={copied} onCopy={() => void copy()} />}</div>
    </>
  );
};
