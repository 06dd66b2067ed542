import contrastCss from '#src/app/contrast.css?inline';

const STYLE_ID = 'storybook-contrast-more';

/** The app's contrast block with its media query always true: what `prefers-contrast: more` shows. */
const forcedCss = contrastCss.replace(/\(\s*prefers-contrast\s*:\s*more\s*\)/g, 'all');

/** Turns Storybook's "More contrast" on or off for the story's page. */
export function showMoreContrast(on: boolean) {
  const existing = document.getElementById(STYLE_ID);
  if (!on) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = forcedCss;
  document.head.append(style);
}
