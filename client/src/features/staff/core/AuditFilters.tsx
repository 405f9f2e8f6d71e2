import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AuditLogFilter } from '../../../gql/graphql.ts';
import { Button, TextField } from '../../../ui/Form.tsx';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  gap: 0 ${({ theme }) => theme.space(4)};
`;

export type Filter = Required<{ [K in keyof AuditLogFilter]: string }>;
export const NO_FILTER: Filter = { actor: '', action: '', subjectType: '', subjectId: '', from: '', to: '' };

/** The audit log's filter: actor, action (its start), subject, date range; applied on submit. */
export const AuditFilters = ({ value, onApply }: { value: Filter; onApply: (filter: Filter) => void }) => {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const field = (name: keyof Filter) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t`Filter the audit log`}>
      <Fields>
        <TextField label={<Trans>Actor</Trans>} {...field('actor')} />
        <TextField label={<Trans>Action</Trans>} placeholder={t`e.g. refund.`} {...field('action')} />
        <TextField label={<Trans>Subject type</Trans>} {...field('subjectType')} />
        <TextField label={<Trans>Subject id</Trans>} {...field('subjectId')} />
        <TextField label={<Trans>From</Trans>} type="date" {...field('from')} />
        <TextField label={<Trans>To</Trans>} type="date" {...field('to')} />
      </Fields>
      <Button type="submit">
        <Trans>Filter</Trans>
      </Button>
    </form>
  );
};
