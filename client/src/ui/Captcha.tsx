import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { graphql } from '../gql/index.ts';
import { useTranslate } from '../i18n/translate.ts';
import { errorMessage } from '../lib/error-message.ts';
import { TextField } from './Form.tsx';
import { CAPTCHA_CODE_MAX } from '../../../contract/limits.ts';

export const RequestCaptchaDocument = graphql(`
  mutation RequestCaptcha {
    requestCaptcha {
      image
      uuid
    }
  }
`);

/**
 * A captcha fetched on mount; `refresh` asks for a new one (a click on the image, a failed attempt). A request
 * that fails (the network, the gateway) leaves `failure`, the message the field shows, and the image becomes a
 * Retry button, instead of "Loading…" forever; the request is silent because the field says it.
 */
export const useCaptcha = () => {
  const _ = useTranslate();
  const [request, { data }] = useMutation(RequestCaptchaDocument, { context: { silent: true } });
  const [failure, setFailure] = useState('');
  const refresh = useCallback(() => {
    setFailure('');
    request().catch((error: unknown) => setFailure(errorMessage(error, _)));
  }, [request, _]);
  useEffect(() => refresh(), [refresh]);
  return { image: data?.requestCaptcha.image ?? '', uuid: data?.requestCaptcha.uuid ?? '', refresh, failure };
};

const ImageButton = styled.button`
  flex: none;
  width: 120px;
  height: 42px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #f8fafc;
  cursor: pointer;
  overflow: hidden;
  color: ${({ theme }) => theme.color.muted};
  font-size: 12px;
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

/** The captcha image as a button: a click loads a new one. `data-uuid` lets end-to-end tests read the code. */
const CaptchaImage = ({ image, uuid, failed, onRefresh }: { image: string; uuid: string; failed: boolean; onRefresh: () => void }) => {
  const { t } = useLingui();
  if (failed)
    return (
      <ImageButton type="button" onClick={onRefresh} data-captcha-retry="">
        <Trans context="load the captcha image again">Retry</Trans>
      </ImageButton>
    );
  return (
    <ImageButton type="button" onClick={onRefresh} aria-label={t`Show another captcha image`} title={t`Show another captcha image`} data-uuid={uuid || undefined}>
      {image ? <img src={image} alt="" /> : <Trans>Loading…</Trans>}
    </ImageButton>
  );
};

/** The verification-code input with its captcha image beside it: what every captcha-guarded form asks for. */
export const CaptchaField = ({ captcha, error, ...input }: Omit<ComponentProps<typeof TextField>, 'label' | 'aside'> & { captcha: ReturnType<typeof useCaptcha> }) => (
  <TextField
    label={<Trans>Verification code</Trans>}
    autoComplete="off"
    maxLength={CAPTCHA_CODE_MAX}
    aside={<CaptchaImage image={captcha.image} uuid={captcha.uuid} failed={Boolean(captcha.failure)} onRefresh={captcha.refresh} />}
    error={error ?? (captcha.failure || undefined)}
    {...input}
  />
);
