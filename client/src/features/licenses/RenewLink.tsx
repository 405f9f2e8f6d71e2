import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LicenseTable_LicenseFragment } from '../../gql/graphql.ts';
import { paths } from '../../lib/paths.ts';

const Action = styled(Link)`
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * From 30 days before a license ends until 90 days after (the graph's `renewal`): a subscription's "Renew" opens
 * the order form for this license, one license of its edition; a 7-day trial offers its full edition instead.
 */
export const RenewLink = ({ license }: { license: Pick<LicenseTable_LicenseFragment, 'id' | 'renewal' | 'edition'> }) => {
  const { t } = useLingui();
  const { id, renewal, edition } = license;
  if (!renewal || !edition) return null;
  if (renewal === 'RENEW') {
    return (
      <Action to={paths.renewLicense.href(Number(edition.id), id)} aria-label={t`Renew license ${id}`}>
        <Trans>Renew</Trans>
      </Action>
    );
  }
  return (
    <Action to={paths.orderForm.href(Number(edition.upgradesTo?.id ?? edition.id), 0)} aria-label={t`Buy the full edition instead of trial license ${id}`}>
      <Trans>Buy the full edition</Trans>
    </Action>
  );
};
