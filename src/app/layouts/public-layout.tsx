import { Outlet } from 'react-router-dom';
import { Box } from '@mantine/core';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { SiteFooter } from '../../features/site/components/site-footer.tsx';

export function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <Box component="main" mih="60vh">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
