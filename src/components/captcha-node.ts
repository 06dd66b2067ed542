// Apart from captcha.tsx: the chat widget's watcher runs on every page, and must not bring the
// captcha's code into the entry.

/**
 * Whether a node that appeared in <body> is reCAPTCHA's challenge (the picture puzzle it opens
 * beside the checkbox), so that nothing else that watches <body> takes it for its own.
 */
export function isCaptchaNode(node: HTMLElement): boolean {
  return (
    node.querySelector(
      'iframe[src^="https://www.google.com/recaptcha/"], iframe[src^="https://recaptcha.google.com/recaptcha/"]',
    ) !== null
  );
}
