import { lazy, memo, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box } from '@mantine/core';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
// The footer's styles (its own and its badge's ThemeIcon) come with the page's first load though
// its code does not: the server's footer is drawn styled while its code is on its way.
import '@mantine/core/styles/ThemeIcon.css';
import footerClasses from '../../features/site/components/site-footer.module.css';

// Decision 168: the footer is links and words below the page, and a press on one of its links
// needs no code, so its code is not in a page's first load. The server renders it whole and the
// browser keeps that markup, its links working as plain links, until the code is in; memoized so
// that the layout drawing again does not draw the server's footer anew before then.
const SiteFooterContent = lazy(() =>
  import('../../features/site/components/site-footer.tsx').then((module) => ({
    default: module.SiteFooterContent,
  })),
);
const SiteFooter = memo(function SiteFooter() {
  return (
    <Box component="footer" className={footerClasses.footer}>
      <Suspense fallback={null}>
        <SiteFooterContent />
      </Suspense>
    </Box>
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
      <SiteFooter />
      <AfterFirstPaint fallback={null}>
        <FrenchOffer />
      </AfterFirstPaint>
    </>
  );
}
