import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { paths } from './paths.ts';

/** Routes as data; every screen is a lazy chunk, so the home page loads only what it shows. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { id: 'home', path: paths.home.path, lazy: () => import('../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
      { path: paths.updates.path, lazy: () => import('../features/updates/UpdatesPage.tsx').then((m) => ({ Component: m.UpdatesPage })) },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];
