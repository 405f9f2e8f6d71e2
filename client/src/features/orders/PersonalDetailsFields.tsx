import { Trans } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../ui/Form.tsx';
import { DictionaryField, type Dictionaries } from '../../ui/DictionaryField.tsx';
import { FieldRow } from './layout.tsx';
import type { OrderFormValues } from './order-form-schema.ts';

interface Props {
  form: UseFormReturn<OrderFormValues>;
  dictionaries: Dictionaries;
  oneYuan: boolean;
}

/**
 * Personal details (spec §5): name and email read-only from the profile, the country, and for the one-yuan
 * trial the position, purpose and company, all required there. Company is optional otherwise.
 */
export const PersonalDetailsFields = ({ form, oneYuan, dictionaries }: Props) => {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FieldRow>
        <TextField label={<Trans>First and last name</Trans>} readOnly error={errors.name?.message} {...register('name')} />
        <TextField label={<Trans>Email</Trans>} type="email" readOnly error={errors.email?.message} {...register('email')} />
      </FieldRow>
      <FieldRow>
        <DictionaryField control={control} list="country" label={<Trans>Country or region</Trans>} dictionaries={dictionaries} />
        <TextField
          label={oneYuan ? <Trans>Company</Trans> : <Trans>Company (optional)</Trans>}
          autoComplete="organization"
          maxLength={255}
          error={errors.company?.message}
          {...register('company')}
        />
      </FieldRow>
      {oneYuan && (
        <FieldRow>
          <DictionaryField control={control} list="position" label={<Trans>Position</Trans>} dictionaries={dictionaries} />
          <DictionaryField control={control} list="use" label={<Trans>Purpose</Trans>} dictionaries={dictionaries} />
        </FieldRow>
      )}
    </>
  );
};
