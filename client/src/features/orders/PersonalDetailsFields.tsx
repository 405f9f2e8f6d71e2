import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../ui/Form.tsx';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { SelectField } from '../../ui/Select.tsx';
import { FieldRow } from './layout.tsx';
import type { OrderFormValues } from './order-form-schema.ts';

/** The choices of the country, position and purpose selects. */
export const PersonalDetailsFieldsFragment = graphql(`
  fragment PersonalDetailsFields_dictionaries on Dictionaries {
    country {
      text
      value
    }
    position {
      text
      value
    }
    use {
      text
      value
    }
  }
`);

interface Props {
  form: UseFormReturn<OrderFormValues>;
  dictionaries: FragmentType<typeof PersonalDetailsFieldsFragment>;
  oneYuan: boolean;
}

/**
 * Personal details (spec §5): name and email read-only from the profile, the country, and for the one-yuan
 * trial the position, purpose and company, all required there. Company is optional otherwise.
 */
export const PersonalDetailsFields = ({ form, oneYuan, ...props }: Props) => {
  const lists = getFragmentData(PersonalDetailsFieldsFragment, props.dictionaries);
  const { t } = useLingui();
  const { register, control, formState } = form;
  const { errors } = formState;
  const choose = t`Please choose`;
  return (
    <>
      <FieldRow>
        <TextField label={<Trans>First and last name</Trans>} readOnly error={errors.name?.message} {...register('name')} />
        <TextField label={<Trans>Email</Trans>} type="email" readOnly error={errors.email?.message} {...register('email')} />
      </FieldRow>
      <FieldRow>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <SelectField label={<Trans>Country or region</Trans>} options={lists.country} placeholder={choose} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.country?.message} />
          )}
        />
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
          <Controller
            control={control}
            name="position"
            render={({ field }) => (
              <SelectField label={<Trans>Position</Trans>} options={lists.position} placeholder={choose} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.position?.message} />
            )}
          />
          <Controller
            control={control}
            name="use"
            render={({ field }) => (
              <SelectField label={<Trans>Purpose</Trans>} options={lists.use} placeholder={choose} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} name={field.name} error={errors.use?.message} />
            )}
          />
        </FieldRow>
      )}
    </>
  );
};
