import { lazy } from 'react';
// Its styles come with the page that shows it, before the sanitizer's code (decision 059).
import './safe-html-content.ts';

// The sanitizer (DOMPurify, about 11 kB gzip) is not code a page needs for its first paint: it
// starts loading when a page that shows server HTML runs, beside that page's API calls, and is
// nearly always there before their answers. Render it inside a Suspense whose fallback is as tall
// as the page's own skeleton.
const safeHtmlModule = import('./safe-html.tsx');

export const LazySafeHtml = lazy(() =>
  safeHtmlModule.then((module) => ({ default: module.SafeHtml })),
);
