/** The Page Not Found screen, shown for any unknown address. */

export const notFoundLabels = {
  NOT_FOUND_HEADING: 'Page Not Found.',
  NOT_FOUND_TEXT: 'Sorry, the page you are looking for could not be found.',
  BACK_HOME: 'Back to home',
};
