import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, type ComponentProps } from 'react';
import styled from 'styled-components';
import { graphql } from '../gql/index.ts';
import { TextField } from '../ui/Form.tsx';
import { CAPTCHA_CODE_MAX } from '../../../contract/limits.ts';

export const RequestCaptchaDocument = graphql(`
  mutation RequestCaptcha {
    requestCaptcha {
      image
      uuid
    }
  }
`);

/** A captcha fetched on mount; `refresh` asks for a new one (a click on the image, a failed attempt). */
export const useCaptcha = () => {
  const [request, { data }] = useMutation(RequestCaptchaDocument);
  const refresh = useCallback(() => {
    request().catch(() => undefined);
  }, [request]);
  useEffect(() => refresh(), [refresh]);
  return { image: data?.requestCaptcha.image ?? '', uuid: data?.requestCaptcha.uuid ?? '', refresh };
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
const CaptchaImage = ({ image, uuid, onRefresh }: { image: string; uuid: string; onRefresh: () => void }) => {
  const { t } = useLingui();
  return (
    <ImageButton type="button" onClick={onRefresh} aria-label={t`Show another captcha image`} title={t`Show another captcha image`} data-uuid={uuid || undefined}>
      {image ? <img src={image} alt="" /> : <Trans>Loading…</Trans>}
    </ImageButton>
  );
};

/** The verification-code input with its captcha image beside it: what every captcha-guarded form asks for. */
export const CaptchaField = ({ captcha, ...input }: Omit<ComponentProps<typeof TextField>, 'label' | 'aside'> & { captcha: ReturnType<typeof useCaptcha> }) => (
  <TextField
    label={<Trans>Verification code</Trans>}
    autoComplete="off"
    maxLength={CAPTCHA_CODE_MAX}
    aside={<CaptchaImage image={captcha.image} uuid={captcha.uuid} onRefresh={captcha.refresh} />}
    {...input}
  />
);
