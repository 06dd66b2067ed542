import { Outlet } from 'react-router-dom';
import { Box } from '@mantine/core';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { SiteFooter } from '../../features/site/components/site-footer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function PublicLayout() {
  return (
    <>
      <ScrollToTop />
      <SiteHeader />
      <Box component="main" mih="60vh">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
