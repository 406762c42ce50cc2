import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const HomePage = lazy(() =>
  import('@/features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const NotFoundPage = lazy(() =>
  import('@/features/not-found/components/not-found-page').then((m) => ({
    default: m.NotFoundPage,
  })),
);

export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
