/**
 * The illustration beside each inner page's heading (public/images/banners). One file per kind of
 * page, so pages of one kind look alike; a service's page shows that service's own picture.
 */
export const PAGE_ART = {
  homes: '/images/banners/homes.svg',
  spotlessHome: '/images/banners/spotless-home.svg',
  officeReady: '/images/banners/office-ready.svg',
  edmontonMove: '/images/banners/edmonton-move.svg',
  movingDay: '/images/banners/moving-day.svg',
  quote: '/images/banners/quote.svg',
  contact: '/images/banners/contact.svg',
  questions: '/images/banners/questions.svg',
  documents: '/images/banners/documents.svg',
  hiring: '/images/banners/hiring.svg',
  application: '/images/banners/application.svg',
} as const;

/** Content pages by slug; help-and-legal pages and any other slug read as documents. */
const CONTENT_ART: Record<string, string> = {
  'about-us': PAGE_ART.homes,
  commercial: PAGE_ART.officeReady,
  careers: PAGE_ART.hiring,
};

export function contentPageArt(slug: string): string {
  return CONTENT_ART[slug] ?? PAGE_ART.documents;
}
