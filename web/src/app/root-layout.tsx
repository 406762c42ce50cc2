import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Toaster } from '@/components/ui/toaster';
import { startSessionSync } from '@/lib/session';
import { AppHeader } from './app-header';
import { UpdatePrompt } from './update-prompt';

export function RootLayout() {
  useEffect(() => startSessionSync(), []);
  return (
    <>
      <AppHeader />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
