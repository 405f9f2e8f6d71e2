import { useLingui } from '@lingui/react/macro';

/** The seat table's column names, used by its header, its cards and the CSV. */
export const useSeatLabels = () => {
  const { t } = useLingui();
  return {
    member: t`Member`,
    license: t`License`,
    mid: t`MID`,
    generated: t`Generated on`,
    lastValidated: t`Last validation`,
    expires: t`Expires`,
    renewal: t`Renewal`,
    unused: t`Unused`,
    operation: t`Operation`,
    yes: t`yes`,
    renewalText: (renewal: string | null) => (renewal === 'RENEW' ? t`Renewable` : renewal === 'FULL_EDITION' ? t`Full edition available` : t`Not due`),
  };
};

export type SeatLabels = ReturnType<typeof useSeatLabels>;
