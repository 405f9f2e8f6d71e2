import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { GenerateLicenseDocument } from './GenerateDialog.tsx';
import { saveLicenseFile } from './save-file.ts';

/**
 * Download license of a generated row: its file fetched again (the same GenerateLicense call, which answers a
 * generated license with its file) and saved. `downloading` is the license being fetched.
 */
export const useLicenseDownload = () => {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [fetchFile] = useMutation(GenerateLicenseDocument);

  const download = async (row: { id: string }) => {
    setDownloading(row.id);
    try {
      const { data: file } = await fetchFile({ variables: { input: { licenseId: row.id } } });
      if (file) saveLicenseFile(file.generateLicense.content);
    } catch {
      // the error link has said why
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading };
};
