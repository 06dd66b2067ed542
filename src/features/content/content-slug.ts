/** Paths whose last segment names the page (spec §2 "Content pages"). */
const LAST_SEGMENT_SECTIONS = ['service-detail', 'help-and-legal'];

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment).toLowerCase());
}

/**
 * The page slug of a content route: the last segment on service-detail and help-and-legal paths,
 * otherwise the first (`/service-detail/deep-cleaning` → deep-cleaning, `/about-us` → about-us).
 */
export function contentSlugFor(pathname: string): string {
  const segments = segmentsOf(pathname);
  const [first] = segments;
  if (first === undefined) return 'home';
  if (LAST_SEGMENT_SECTIONS.includes(first)) return segments.at(-1) ?? first;
  return first;
}

/**
 * The slug a page's labels are asked for: always the first segment, or home for the root (spec
 * §1), so `/service-detail/deep-cleaning` asks for service-detail, not for its content's slug.
 */
export function labelSlugFor(pathname: string): string {
  return segmentsOf(pathname)[0] ?? 'home';
}

export function isServiceDetailPath(pathname: string): boolean {
  return segmentsOf(pathname)[0] === 'service-detail';
}

/** A readable heading for a slug without a page: `house-rules` → House Rules. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
