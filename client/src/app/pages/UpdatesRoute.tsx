import { UpdatesPage } from '../../features/content/updates/UpdatesPage.tsx';
import { VersionHistory } from '../../features/versions/VersionHistory.tsx';

/** The weekly PoC feed (content) above every release (versions), composed here so that neither feature imports the other. */
export const UpdatesRoute = () => <UpdatesPage versionHistory={<VersionHistory />} />;
