/**
 * Shapes of the seeded site content. Each content module under seed/ exports data of these
 * types; seed.ts writes them to the database. HTML is plain (not base64): the API encodes it.
 */

/** A page of HTML content, found by the web app by slug (spec §2 "Content pages"). */
export type PageSeed = {
  slug: string;
  title: string;
  /** Sanitized again when stored; only ordinary tags: h2–h4, p, br, ul/ol/li, strong, em, blockquote, a. */
  html: string;
};

/** Page meta per route slug: <title> is `{title} | MapleShine`. */
export type MetaSeed = { slug: string; title: string; description: string; keywords: string };

export type BannerSeed = {
  heading: string;
  subHeading: string;
  description: string;
  /** Path under public/, e.g. /images/banners/home.svg */
  image: string;
};

export type FaqSeed = {
  question: string;
  answer: string;
  type: 'Customer' | 'Contractor';
  /** Slug of a service (e.g. 'deep-cleaning') when the question belongs to that service's page. */
  serviceSlug?: string;
};

export type TestimonialSeed = {
  name: string;
  city: string;
  text: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export type BlogSeed = {
  slug: string;
  title: string;
  html: string;
  /** Path under public/, e.g. /images/blog/oven-racks.svg */
  image: string;
  imageAlt: string;
  /** ISO date, e.g. '2026-10-03' */
  addedOn: string;
  popular: boolean;
  category: string;
  tags: string[];
};

export type BlogCommentSeed = { blogSlug: string; body: string };
