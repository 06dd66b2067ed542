/**
 * The API calls the server makes to render a first page (`loadFirstPageData` in
 * src/app/first-page-data.ts), each once. tests/ui/first-page-data.test.tsx checks that the list
 * is whole; tests/api/rendered-page-cache.test.ts that every table these calls read announces its
 * changes, since a rendered page is kept until one of them does (decision 023).
 */
const slugsNamedByPath = [
  'about-us',
  'commercial',
  'careers',
  'terms-and-conditions',
  'privacy-policy',
  ...[
    'edmonton',
    'calgary',
    'lower-mainland',
    'winnipeg',
    'ottawa',
    'toronto',
    'mississauga',
    'brampton',
  ].map((city) => `house-cleaner-jobs-${city}`),
];

export const firstPageCalls: readonly { path: string; body: object }[] = [
  { path: '/api/meta/get_by_id', body: { slug: 'home' } },
  { path: '/api/meta/get_by_id', body: { slug: 'book-now' } },
  { path: '/api/meta/get_by_id', body: { slug: 'blog' } },
  { path: '/api/meta/get_by_id', body: { slug: 'services' } },
  { path: '/api/meta/get_by_id', body: { slug: 'join-us' } },
  { path: '/api/setting/company', body: { eConfig: 'Company' } },
  { path: '/api/setting/company', body: { eConfig: 'Social' } },
  { path: '/api/service/get_all_data', body: {} },
  { path: '/api/label/get_all_data', body: { vSlug: 'home' } },
  { path: '/api/label/get_all_data', body: { vSlug: 'book-now' } },
  { path: '/api/label/get_all_data', body: { vSlug: 'blog' } },
  { path: '/api/label/get_all_data', body: { vSlug: 'services' } },
  { path: '/api/label/get_all_data', body: { vSlug: 'join-us' } },
  { path: '/api/page/get_all_data', body: { vSlug: 'home', eStatus: 'Active', eDelete: 'No' } },
  { path: '/api/banner/get_all_data', body: {} },
  { path: '/api/city/get_all_data', body: {} },
  { path: '/api/review/get_all_data', body: { eType: 'Customer' } },
  { path: '/api/review/get_summary', body: { eType: 'Customer' } },
  { path: '/api/faq/get_all_data', body: { eType: 'Customer' } },
  { path: '/api/faq/get_all_data', body: { eType: 'Contractor' } },
  { path: '/api/blog/get_all_data', body: {} },
  ...slugsNamedByPath.flatMap((slug) => [
    { path: '/api/meta/get_by_id', body: { slug } },
    { path: '/api/label/get_all_data', body: { vSlug: slug } },
    { path: '/api/page/get_all_data', body: { vSlug: slug, eStatus: 'Active', eDelete: 'No' } },
  ]),
];
