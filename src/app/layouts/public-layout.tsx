import { lazy, memo, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mantine/core';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';

// Decision 168: the footer is links and words below the page, and a press on one of its links
// needs no code, so its code is not in a page's first load. The server renders it whole and the
// browser keeps that markup, its links working as plain links, until the code is in; memoized so
// that the layout drawing again does not draw the server's footer anew before then.
const SiteFooter = lazy(() =>
  import('../../features/site/components/site-footer.tsx').then((module) => ({
    default: module.SiteFooter,
  })),
);
const LazySiteFooter = memo(function LazySiteFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
});

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
      <LazySiteFooter />
      <AfterFirstPaint fallback={null}>
        <FrenchOffer />
      </AfterFirstPaint>
    </>
  );
}
