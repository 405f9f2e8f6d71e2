import { HomePage } from '../../features/content/home/HomePage.tsx';
import { DownloadBlock } from '../../features/versions/DownloadBlock.tsx';

/** Features never import each other: the route puts the versions feature's downloads on the content feature's home page. */
export const HomeRoute = () => <HomePage downloads={<DownloadBlock />} />;
