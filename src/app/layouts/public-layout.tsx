import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mantine/core';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { SiteFooter } from '../../features/site/components/site-footer.tsx';
import { FrenchOffer } from '../../features/site/components/french-offer.tsx';

/**
 * The site's header and footer around the route's page, or around `children` where given, and
 * the offer of the French pages to a browser that prefers French (decision 103).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Box component="main" mih="60vh">
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
      <FrenchOffer />
    </>
  );
}
