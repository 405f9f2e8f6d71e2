import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { ReactNode } from 'react';
import { BannerCarousel } from './BannerCarousel.tsx';
import { Benefits } from './Benefits.tsx';
import { FeatureSummary } from './FeatureSummary.tsx';
import { MappingExplained } from './MappingExplained.tsx';
import { PaidEditions } from './PaidEditions.tsx';
import { SampleExtensions } from './SampleExtensions.tsx';

/** The home page's sections; the downloads come from the versions feature through the route. */
export const HomePage = ({ downloads }: { downloads: ReactNode }) => {
  const { t } = useLingui();
  usePageMeta(
    t`Asset mapping and vulnerability scanning`,
    t`Tidewatch maps the assets on your network, identifies their services with over 100,000 rules and checks them with 4000+ PoCs. Free download for Windows, macOS and Linux.`,
  );
  return (
    <>
      <BannerCarousel />
      <FeatureSummary />
      <SampleExtensions />
      <Benefits />
      <MappingExplained />
      <PaidEditions />
      {downloads}
    </>
  );
};
