import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { usePageViews } from '../../lib/usePageViews.ts';
import { useWidePage, type WideHandle } from '../../lib/wide-page.ts';
import { Toaster } from '../../ui/Toaster.tsx';
import { CrossLoginPrompt } from '../../features/users/CrossLoginPrompt.tsx';
import type { GuardHandle } from '../guard.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** At least a screen tall: the footer starts below the fold, so a page filling in never pushes it down in view. */
const Main = styled.main`
  min-height: calc(100vh - 64px);
`;

/** Scroll resets to the top after each navigation; a hash (e.g. /#dl) scrolls to its anchor instead. */
const useScrollOnNavigation = () => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 40) {
        window.clearInterval(timer);
        target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
};

export interface RouteHandle extends GuardHandle, WideHandle {}

export const Layout = () => {
  useScrollOnNavigation();
  usePageViews();
  const wide = useWidePage();
  return (
    <>
      <Header wide={wide} />
      <Main>
        <Outlet />
      </Main>
      <Footer wide={wide} />
      <Toaster />
      <CrossLoginPrompt />
    </>
  );
};
