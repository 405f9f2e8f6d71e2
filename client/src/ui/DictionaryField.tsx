import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { getFragmentData, graphql, type FragmentType } from '../gql/index.ts';
import { SelectField } from './Select.tsx';

/**
 * The country, position and purpose lists, asked once by every form that chooses from them (the order form, the
 * trial and the sales contact) and by the order review that shows a chosen value's text.
 */
export const DictionaryFieldFragment = graphql(`
  fragment DictionaryField_dictionaries on Dictionaries {
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

export type Dictionaries = FragmentType<typeof DictionaryFieldFragment>;
export type DictionaryName = 'country' | 'position' | 'use';

/** The text of a chosen value (the value itself when the list no longer holds it). */
export const useDictionaryText = (dictionaries: Dictionaries) => {
  const lists = getFragmentData(DictionaryFieldFragment, dictionaries);
  return (list: DictionaryName, value: string) => lists[list].find((entry) => entry.value === value)?.text ?? value;
};

interface Props<V extends FieldValues> {
  control: Control<V>;
  /** the form field, named as its dictionary */
  list: DictionaryName & Path<V>;
  label: ReactNode;
  /** undefined while the lists load */
  dictionaries: Dictionaries | undefined;
}

/** A select of one dictionary, bound to the form field of the same name; its error is the field's. */
export const DictionaryField = <V extends FieldValues>({ control, list, label, dictionaries }: Props<V>) => {
  const { t } = useLingui();
  const lists = getFragmentData(DictionaryFieldFragment, dictionaries);
  return (
    <Controller
      control={control}
      name={list}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          options={lists?.[list] ?? []}
          placeholder={t`Please choose`}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
};
