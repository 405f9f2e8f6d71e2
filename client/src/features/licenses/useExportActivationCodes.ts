import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '../../gql/index.ts';
import { showToast } from '../../lib/toasts.ts';
import { ACTIVATION_CSV_NAME, activationCsv } from './activation-csv.ts';
import { saveFile } from './save-file.ts';
import { exportRequest } from './selection.ts';

export const ExportActivationCodesDocument = graphql(`
  mutation ExportActivationCodes($licenseIds: [ID!], $all: Boolean) {
    exportActivationCodes(licenseIds: $licenseIds, all: $all) {
      licenseId
      code
    }
  }
`);

/**
 * Export (spec §5, §8): a selection or All is needed ('Please select the activation code to export'); the
 * codes are saved as 'Activation code.csv'; an empty answer warns 'No Data'; a saved file says 'Success!'.
 */
export const useExportActivationCodes = () => {
  const { t } = useLingui();
  const [exportCodes, { loading }] = useMutation(ExportActivationCodesDocument);

  const run = async (all: boolean, selected: ReadonlySet<string>) => {
    const request = exportRequest(all, selected);
    if (!request) {
      showToast('warning', t`Please select the activation code to export`);
      return;
    }
    try {
      const { data } = await exportCodes({ variables: request });
      const codes = data?.exportActivationCodes ?? [];
      if (codes.length === 0) {
        showToast('warning', t`No Data`);
        return;
      }
      saveFile(ACTIVATION_CSV_NAME, activationCsv(codes), 'text/csv;charset=utf-8');
      showToast('success', t`Success!`);
    } catch {
      // the error link has said why
    }
  };

  return { run, exporting: loading };
};
