/**
 * Saves data as a file through a Blob link with `download`: the browser's own download, with the name given
 * (license.key, 'Activation code.csv', a receipt's PDF), and no second round trip to the server.
 */
export const saveFile = (fileName: string, content: BlobPart, type: string) => {
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
