import { lazy } from 'react';

/**
 * The testimonial carousel (Embla and its styles) in its own chunk, loaded after a page's first
 * paint; wrap it in Suspense with the page's own skeleton.
 */
export const LazyTestimonialCarousel = lazy(() =>
  import('./testimonial-carousel.tsx').then((module) => ({
    default: module.TestimonialCarousel,
  })),
);
