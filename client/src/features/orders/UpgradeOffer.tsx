import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths.ts';
import { UPGRADE_PERIOD } from './one-yuan.ts';

const Upgrade = styled.p`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #eff6ff;
  font-size: 14px;
  /* the site's blue falls just short of 4.5:1 on this tint */
  a { color: ${({ theme }) => theme.color.primaryDark}; }
`;

/** The trial's offer of the full edition it upgrades to (Red Team), for a term, the coupon kept. */
export const UpgradeOffer = ({ editionId, coupon }: { editionId: string; coupon?: string }) => (
  <Upgrade>
    <Trans>Want more than a week?</Trans>{' '}
    <Link to={paths.orderForm.href(Number(editionId), 0, UPGRADE_PERIOD, coupon)}>
      <Trans>Buy the full Red Team edition instead</Trans>
    </Link>
  </Upgrade>
);
