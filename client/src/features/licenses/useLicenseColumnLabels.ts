import { useLingui } from '@lingui/react/macro';

/**
 * The license table's column names, each used twice: the column's header, and the cell's own label when the rows
 * are cards.
 */
export const useLicenseColumnLabels = () => {
  const { t } = useLingui();
  return {
    id: t`License ID`,
    type: t`Type`,
    mid: t`MID`,
    status: t`Status`,
    activated: t`Activation date`,
    term: t`License term`,
    code: t`Activation code`,
    codeUntil: t`Activation code valid until`,
    operation: t`Operation`,
  };
};

export type LicenseColumnLabels = ReturnType<typeof useLicenseColumnLabels>;
