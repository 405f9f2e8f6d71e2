import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { Checkbox } from './Checkbox.tsx';
import { FieldError } from './Form.tsx';
import { agreementTitle } from '../lib/agreement-title.ts';

/** How long an unticked agreement box shakes (spec §9). */
export const SHAKE_MS = 1000;

/** Shakes for 1 s each time `shake()` is called. */
export const useShake = () => {
  const [shakes, setShakes] = useState(0);
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (shakes === 0) return;
    setShaking(true);
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shakes]);
  return { shaking, shake: () => setShakes((n) => n + 1) };
};

interface Props {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  shaking: boolean;
  error?: string;
}

/** 'I have read and agree to the User Registration and Service Agreement', the title linking to /agreement. */
export const AgreementCheckbox = ({ checked, onCheckedChange, shaking, error }: Props) => {
  const { i18n } = useLingui();
  const title = i18n._(agreementTitle);
  return (
    <div style={{ marginBottom: 16 }}>
      <Checkbox
        name="agreement"
        checked={checked}
        onCheckedChange={onCheckedChange}
        shaking={shaking}
        invalid={Boolean(error)}
        label={
          <Trans>
            I have read and agree to the{' '}
            <Link to={paths.agreement.href()} target="_blank">
              {title}
            </Link>
          </Trans>
        }
      />
      {error && (
        <FieldError role="alert" style={{ marginTop: 6 }}>
          {error}
        </FieldError>
      )}
    </div>
  );
};
