import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PageWidth } from '../../ui/Page.tsx';
import { Toaster } from '../../ui/Toaster.tsx';

const Bar = styled.header`
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
`;

const BarRow = styled(PageWidth)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  p { margin: 0; color: #fff; font-weight: 700; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Main = styled.main`
  min-height: calc(100vh - 60px);
  background: ${({ theme }) => theme.color.canvas};
`;

/** The frame of the back office's pages for someone not yet signed in (sign-in, enrolment): no sections, no member. */
export const StaffAuthLayout = () => (
  <>
    <Bar>
      <BarRow>
        <p>
          <Trans>Back office</Trans>
        </p>
        <LanguageSwitch />
      </BarRow>
    </Bar>
    <Main>
      <Outlet />
    </Main>
    <Toaster />
  </>
);
