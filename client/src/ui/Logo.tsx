import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../lib/paths.ts';

const Mark = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  font-weight: 700;
  font-size: 19px;
  letter-spacing: 0.2px;
  &:hover { text-decoration: none; }
`;

export const Logo = () => (
  <Mark to={paths.home.href()}>
    <img src="/favicon.svg" width={30} height={30} alt="" />
    <Trans>Tidewatch</Trans>
  </Mark>
);
