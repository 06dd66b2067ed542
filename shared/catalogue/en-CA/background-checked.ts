/**
 * What the site says of one cleaner whose background check is current (decision 134): the
 * booking page's assigned cleaner. Its own small module, so the customer's pages load only it.
 */
export const checkPublicTexts = {
  BACKGROUND_CHECKED: 'Background-checked',
};
