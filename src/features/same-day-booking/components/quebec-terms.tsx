import { use, useId } from 'react';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import type * as englishLabels from '#shared/catalogue/en-CA/quebec.ts';
import type * as englishTerms from '#shared/catalogue/en-CA/quebec-terms.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { QUEBEC_TERMS_VERSION } from '#shared/quebec.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { defineTexts, loadTexts } from '../../../i18n/texts.ts';
import classes from './quebec-terms.module.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';

/** The block's own words, in the page's language. */
export const quebecTexts = defineTexts(
  'quebec',
  () => import('#shared/catalogue/en-CA/quebec.ts'),
  () => import('#shared/catalogue/fr-CA/quebec.ts'),
);

/**
 * The terms themselves. Unlike the rest of the catalogue both languages are read whatever the
 * page's: French is always shown first, English on the customer's express choice.
 */
export const quebecTermsTexts = defineTexts(
  'quebec-terms',
  () => import('#shared/catalogue/en-CA/quebec-terms.ts'),
  () => import('#shared/catalogue/fr-CA/quebec-terms.ts'),
);

type TermsModule = Translation<typeof englishTerms>;
type Block = {
  labels: Translation<typeof englishLabels>;
  french: TermsModule;
  english: TermsModule;
};

const blocks = new Map<Locale, Promise<Block>>();

/**
 * The block's texts in the page's language and the terms in both, as one promise per page
 * language that stays the same once made: `use` reads it again on every render, and knows it
 * resolved (reading a module only when it has not arrived would call `use` on some renders only).
 */
export function quebecBlockTexts(locale: Locale): Promise<Block> {
  let block = blocks.get(locale);
  if (!block) {
    block = Promise.all([
      loadTexts(quebecTexts, locale),
      loadTexts(quebecTermsTexts, 'fr-CA'),
      loadTexts(quebecTermsTexts, 'en-CA'),
    ]).then(([labels, french, english]) => ({ labels, french, english }));
    // Marked as React marks a promise it has read, so a render after the load reads it at once
    // instead of suspending for a turn. A failed chunk is asked for again on the next render.
    const tracked: Promise<Block> & { status?: 'fulfilled'; value?: Block } = block;
    block.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      () => blocks.delete(locale),
    );
    blocks.set(locale, block);
  }
  return block;
}

/** What the payment form lets the terms block control: its required acceptance. */
export type TermsControl = {
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The payment machine's message when Pay was pressed without accepting. */
  error: string | undefined;
  disabled: boolean;
};

type Props = TermsControl & {
  /** The version the customer is to be bound by: French unless they expressly chose English. */
  language: Locale;
  onLanguageChange: (language: Locale) => void;
};

/** The record the payment sends for a Quebec address (openapi QuebecTermsRecord). */
export function quebecTermsRecord(bookingId: string, language: Locale) {
  return {
    vUniqueCode: bookingId,
    terms_version: QUEBEC_TERMS_VERSION,
    terms_shown_first: 'fr' as const,
    terms_accepted_language: language,
  };
}

function TermsDocument({
  terms,
  lang,
  label,
}: {
  terms: TermsModule['quebecTermsDocument'];
  lang: Locale;
  label: string;
}) {
  return (
    // A scrolled region a keyboard can reach and scroll (axe: scrollable-region-focusable).
    <section className={classes.document} lang={lang} aria-label={label} tabIndex={0}>
      <h4>{terms.title}</h4>
      <p>
        <em>{terms.updated}</em>
      </p>
      <p>{terms.intro}</p>
      {terms.sections.map((section) => (
        <div key={section.heading}>
          <h5>{section.heading}</h5>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/**
 * The payment step's terms for a Quebec service address (Charter of the French Language s. 55,
 * decision 110): the French version first; the English version only after the express choice
 * « Je souhaite être lié·e par la version anglaise / I wish to be bound by the English version »;
 * and the acceptance, required, of the version chosen. It stands in for the form's own terms
 * checkbox, and the server refuses the payment without its record.
 */
export function QuebecTerms({
  accepted,
  onAcceptedChange,
  error,
  disabled,
  language,
  onLanguageChange,
}: Props) {
  const texts = use(quebecBlockTexts(useLocale()));
  const labels = texts.labels.quebecTermsLabels;
  const { french, english } = texts;
  const headingId = useId();
  const englishChosen = language === 'en-CA';

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Title order={4} id={headingId}>
        {labels.HEADING}
      </Title>
      <Text size="sm">{labels.INTRO}</Text>
      <TermsDocument
        terms={french.quebecTermsDocument}
        lang="fr-CA"
        label={labels.FRENCH_VERSION}
      />
      <Checkbox
        checked={englishChosen}
        disabled={disabled}
        label={
          <>
            <span lang="fr-CA">{french.quebecTermsChoice.BOUND_BY_ENGLISH}</span>
            {' / '}
            <span lang="en-CA">{english.quebecTermsChoice.BOUND_BY_ENGLISH}</span>
          </>
        }
        onChange={(event) => {
          // A change of version asks for the acceptance again, of the version now chosen.
          onAcceptedChange(false);
          onLanguageChange(event.currentTarget.checked ? 'en-CA' : 'fr-CA');
        }}
      />
      {englishChosen && (
        <TermsDocument
          terms={english.quebecTermsDocument}
          lang="en-CA"
          label={labels.ENGLISH_VERSION}
        />
      )}
      <Checkbox
        checked={accepted}
        disabled={disabled}
        label={englishChosen ? labels.ACCEPT_ENGLISH : labels.ACCEPT_FRENCH}
        error={error}
        // Mantine marks a checkbox's error by style only; this says it to screen readers too.
        aria-invalid={Boolean(error)}
        onChange={(event) => onAcceptedChange(event.currentTarget.checked)}
      />
    </Stack>
  );
}
