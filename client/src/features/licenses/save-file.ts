/**
 * Saves text as a file through a Blob link with `download`: the browser's own download, with the name given
 * (license.key, 'Activation code.csv'), and no round trip to the server.
 */
export const saveFile = (fileName: string, content: string, type: string) => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the data by the time the click returns; free it a little later regardless
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The license file's name (DESIGN: a compact JWS the desktop client reads). */
export const LICENSE_FILE_NAME = 'license.key';

export const saveLicenseFile = (content: string) => saveFile(LICENSE_FILE_NAME, content, 'application/octet-stream');
