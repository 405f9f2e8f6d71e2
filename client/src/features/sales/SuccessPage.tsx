import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { ResultIcon } from '../../ui/ResultIcon.tsx';
import { DownloadMenu } from './DownloadMenu.tsx';
import { ResultActions, ResultCard } from './layout.tsx';

/** A received request: what happens next, and the latest version to download meanwhile. */
export const SuccessPage = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <ResultCard as="section" aria-labelledby="sales-success-title">
    <ResultIcon ok />
    <h1 id="sales-success-title">{title}</h1>
    {children}
    <ResultActions>
      <DownloadMenu />
      <Link to={paths.sale.href()}><Trans>Back to the editions</Trans></Link>
    </ResultActions>
  </ResultCard>
);
