import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { MACHINE_NAME_MAX } from '../../../../contract/limits.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { Button, FormAlert, TextField } from '../../ui/Form.tsx';
import { emptyGenerateValues, generateSchema, type GenerateValues } from './generate-schema.ts';
import { joinMid } from './mid.ts';
import { MidBoxes } from './MidBoxes.tsx';

export const GenerateLicenseDocument = graphql(`
  mutation GenerateLicense($input: GenerateLicenseInput!) {
    generateLicense(input: $input) {
      licenseId
      fileName
      content
      sentTo
    }
  }
`);

/** What the result dialog shows: the file, and the address it went to when it was mailed. */
export interface GeneratedLicense {
  licenseId: string;
  mid: string;
  content: string;
  sentTo: string | null;
}

const For = styled.p`
  margin: -12px 0 20px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 14px;
`;

const MailBox = styled.div`
  margin: 4px 0 0;
  > div:first-child { margin-bottom: 14px; }
`;

interface GenerateFormProps {
  licenseId: string;
  codesOnPage: readonly string[];
  onCancel: () => void;
  onGenerated: (license: GeneratedLicense) => void;
}

/**
 * The form lives inside the dialog's content, which unmounts when the dialog closes: closing (Cancel, ×,
 * Escape) or generating clears it, as the spec asks.
 */
const GenerateForm = ({ licenseId, codesOnPage, onCancel, onGenerated }: GenerateFormProps) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const [serverError, setServerError] = useState('');
  const [generate] = useMutation(GenerateLicenseDocument, { context: { silent: true } });
  const schema = useMemo(() => generateSchema(_, codesOnPage), [_, codesOnPage]);
  const { control, register, handleSubmit, watch, formState } = useForm<GenerateValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyGenerateValues(),
  });
  const { errors } = formState;
  const byMail = watch('byMail');

  const onValid = async (values: GenerateValues) => {
    setServerError('');
    const mid = joinMid(values.mid);
    const email = values.byMail ? values.email.trim() : undefined;
    const machineName = values.machineName.trim();
    try {
      const { data } = await generate({ variables: { input: { licenseId, mid, ...(machineName ? { machineName } : {}), ...(email ? { email } : {}) } } });
      if (data) onGenerated({ licenseId, mid, content: data.generateLicense.content, sentTo: data.generateLicense.sentTo ?? null });
    } catch (error) {
      setServerError(errorMessage(error, _));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Generate license`}>
      <For>
        <Trans>License ID: {licenseId}</Trans>
      </For>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Controller
        control={control}
        name="mid"
        render={({ field }) => (
          <MidBoxes
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={[0, 1, 2, 3].map((index) => errors.mid?.[index]?.message)}
            notice={errors.mid?.message}
            codes={codesOnPage}
          />
        )}
      />
      <TextField label={<Trans>Machine name (optional)</Trans>} maxLength={MACHINE_NAME_MAX} autoComplete="off" {...register('machineName')} />
      <MailBox>
        <Controller
          control={control}
          name="byMail"
          render={({ field }) => <Checkbox checked={field.value} onCheckedChange={field.onChange} label={<Trans>License sending to the E-mail</Trans>} />}
        />
        {byMail && <TextField label={<Trans>Email</Trans>} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />}
      </MailBox>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {byMail ? <Trans>Generate and Send</Trans> : <Trans>Generate</Trans>}
        </Button>
      </DialogActions>
    </form>
  );
};

interface GenerateDialogProps {
  /** the license being generated; null when the dialog is closed */
  licenseId: string | null;
  codesOnPage: readonly string[];
  onClose: () => void;
  onGenerated: (license: GeneratedLicense) => void;
}

/** The generate dialog (spec §2): 839 px wide, and a click outside does not close it. */
export const GenerateDialog = ({ licenseId, codesOnPage, onClose, onGenerated }: GenerateDialogProps) => (
  <Dialog open={licenseId !== null} onOpenChange={(open) => !open && onClose()} title={<Trans>Generate license</Trans>} width={839} closeOnOutsideClick={false}>
    {licenseId !== null && <GenerateForm licenseId={licenseId} codesOnPage={codesOnPage} onCancel={onClose} onGenerated={onGenerated} />}
  </Dialog>
);
