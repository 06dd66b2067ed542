import { useEffect, useState, type MouseEvent } from 'react';
import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { languageTexts } from '../../../app/shell/shell-texts.ts';
import { rememberedLocale, rememberLocale } from '../../../i18n/locale-cookie.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { localeOfAcceptLanguage, pathInLocale } from '#shared/i18n/locale.ts';

/** Whether this browser reads French before English and was never asked (no `lang` cookie). */
function prefersFrenchUnasked(): boolean {
  if (rememberedLocale() !== null) return false;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return localeOfAcceptLanguage(languages.join(',')) === 'fr-CA';
}

/**
 * The offer of the French pages (decision 103, research §1.5): never a redirect. On an English
 * page, to a browser that prefers French and has not chosen a language, a banner in French links
 * the same page in French; closing it remembers English, so it is not offered again. Decided in
 * the browser after the page is shown: the server's page is the same for every visitor.
 */
export function FrenchOffer() {
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (locale === 'en-CA' && prefersFrenchUnasked()) setShown(true);
  }, [locale]);
  if (!shown) return null;
  return <FrenchOfferBanner onClose={() => setShown(false)} />;
}

function FrenchOfferBanner({ onClose }: { onClose: () => void }) {
  const { frenchOfferLabels: labels } = useTexts(languageTexts);
  const location = useLocation();
  const href = `${pathInLocale(location.pathname, 'fr-CA')}${location.search}`;
  const close = () => {
    rememberLocale('en-CA');
    onClose();
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button === 0) rememberLocale('fr-CA');
  };
  // Fixed at the foot of the screen, so showing it moves nothing on the page.
  return (
    <Paper
      component="aside"
      aria-label={labels.OFFER}
      lang="fr-CA"
      shadow="md"
      withBorder
      p="sm"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={520}
      mx="auto"
      style={{ zIndex: 160 }}
      data-french-offer
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="sm">
          {labels.OFFER}{' '}
          <Anchor href={href} hrefLang="fr-CA" onClick={follow} fw={600}>
            {labels.SHOW_IN_FRENCH}
          </Anchor>
        </Text>
        <CloseButton aria-label={labels.CLOSE} onClick={close} />
      </Group>
    </Paper>
  );
}
