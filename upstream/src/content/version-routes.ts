import { Router } from 'express';
import { listDownloads, listVersions } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { route } from '../http/route.ts';
import { newestVersions } from './version.ts';

export const versionRoutes = (db: Database) => {
  const router = Router();
  route(router, listVersions, () => newestVersions(db));
  route(router, listDownloads, async () =>
    (await newestVersions(db)).map(({ win_download_url, name: _name, ...rest }) => ({ ...rest, url: win_download_url })),
  );
  return router;
};
