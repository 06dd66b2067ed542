import type { MouseEvent } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { languageTexts } from '../../../app/shell/shell-texts.ts';
import { rememberLocale } from '../../../i18n/locale-cookie.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { currentRole } from '../../../session/role.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';

/** How long a signed-in press waits for the account's language to be saved before it goes. */
const SAVE_WAIT_MS = 2000;

export function otherLocale(locale: Locale): Locale {
  return locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
}

/** A plain left press, which this page handles; others (a new tab, say) are the browser's. */
function isPlainPress(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The language switcher (decision 103): a real link to the same page, query included, in the
 * other language (`Français` on an English page, `English` on a French one), named in that
 * language. Pressing it remembers the choice for a year (the `lang` cookie) and, for someone
 * signed in, saves it as their account's language; the other language's address then loads, so
 * the whole page, its API calls and its texts change together.
 */
export function LanguageSwitch(props: AnchorProps & { className?: string }) {
  const locale = useLocale();
  const other = otherLocale(locale);
  const { languageLabels } = useTexts(languageTexts);
  const location = useLocation();
  const client = useApiClient();
  const href = `${pathInLocale(location.pathname, other)}${location.search}${location.hash}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainPress(event)) return;
    rememberLocale(other);
    if (currentRole() === 'visitor') return;
    // Saved before the page goes, so the next e-mail is already in the language chosen; a slow or
    // failed save does not keep the person here (the profile can set it again).
    event.preventDefault();
    const saved = client
      .POST('/api/auth/locale', { body: { locale: other } })
      .catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    void Promise.race([saved, waited]).then(() => window.location.assign(href));
  };

  return (
    <Anchor href={href} hrefLang={other} lang={other} onClick={onClick} {...props}>
      {languageLabels.OTHER_LANGUAGE}
    </Anchor>
  );
}
