import { lazy, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mantine/core';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { SiteFooter } from '../../features/site/components/site-footer.tsx';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';

// Decided in the browser after the first paint, for a few visitors: its code comes then.
const FrenchOffer = lazy(() =>
  import('../../features/site/components/french-offer.tsx').then((module) => ({
    default: module.FrenchOffer,
  })),
);

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
      <AfterFirstPaint fallback={null}>
        <FrenchOffer />
      </AfterFirstPaint>
    </>
  );
}
