/**
 * The banner every page of a public demo shows (DEMO_MODE, decision 071). The server writes it
 * into the page, outside the app, filling in the demo accounts.
 */
export const demoBannerLabels = {
  DEMO_BANNER_NAME: 'About this demo',
  DEMO_BANNER_TEXT:
    'A demo: no booking is real and no card is charged. Try {customer} or {cleaner}, password {password}',
};
