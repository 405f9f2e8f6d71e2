import { saveFile } from '../../lib/save-file.ts';

export { saveFile };

/** The license file's name (DESIGN: a compact JWS the desktop client reads). */
export const LICENSE_FILE_NAME = 'license.key';

export const saveLicenseFile = (content: string) => saveFile(LICENSE_FILE_NAME, content, 'application/octet-stream');
