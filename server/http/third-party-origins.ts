/**
 * The outside origins the page may load from, each only when its feature is configured
 * (DESIGN.md: third parties load only when their variable is set). Everything else stays
 * 'self' in the Content-Security-Policy.
 */
export type ThirdParties = {
  chatWidgetUrl?: string | undefined;
  stripeInBrowser?: boolean;
  googleMaps?: boolean;
  recaptcha?: boolean;
};

export type CspAdditions = { script: string[]; connect: string[]; frame: string[]; img: string[] };

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function cspAdditions(parties: ThirdParties): CspAdditions {
  const chat = originOf(parties.chatWidgetUrl);
  const stripe = parties.stripeInBrowser ? ['https://js.stripe.com'] : [];
  const maps = parties.googleMaps ? ['https://maps.googleapis.com'] : [];
  // Paths, not whole origins, as Google's CSP guide for reCAPTCHA gives them: www.google.com
  // serves much else that a script tag could be pointed at.
  const captchaScripts = parties.recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const captchaFrames = parties.recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
    : [];
  return {
    script: [...chat, ...stripe, ...maps, ...captchaScripts],
    connect: [...chat, ...(parties.stripeInBrowser ? ['https://api.stripe.com'] : []), ...maps],
    frame: [
      ...chat,
      ...(parties.stripeInBrowser ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
      ...captchaFrames,
    ],
    img: [...chat, ...maps, ...(parties.googleMaps ? ['https://maps.gstatic.com'] : [])],
  };
}
