import { useState } from 'react';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, useApiClient } from '../../../api/client.ts';
import { languageTexts } from '../../../app/shell/shell-texts.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { OWN_PROFILE_KEY } from '../../../session/own-profile.ts';
import { isLocale, type Locale } from '#shared/i18n/locale.ts';

/**
 * The profile's language choice (decision 103): the language the person's e-mails and
 * notifications are written in, saved as soon as it is chosen. The pages keep the language of
 * their address; the switcher in the header changes that.
 */
export function AccountLanguage({ locale }: { locale: Locale }) {
  const { languageLabels: labels } = useTexts(languageTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Locale>(locale);
  const [saving, setSaving] = useState(false);

  const choose = async (chosen: string | null) => {
    if (!isLocale(chosen) || chosen === value) return;
    const before = value;
    setValue(chosen);
    setSaving(true);
    try {
      const { data } = await client.POST('/api/auth/locale', { body: { locale: chosen } });
      if (data) notifications.show({ color: 'green', message: data.message });
      void queryClient.invalidateQueries({ queryKey: [OWN_PROFILE_KEY] });
    } catch (error) {
      setValue(before);
      if (error instanceof ApiError) notifications.show({ color: 'red', message: error.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Select
      label={labels.PROFILE_LANGUAGE}
      description={labels.PROFILE_LANGUAGE_HINT}
      data={[
        { value: 'en-CA', label: labels.ENGLISH },
        { value: 'fr-CA', label: labels.FRENCH },
      ]}
      value={value}
      onChange={(chosen) => void choose(chosen)}
      allowDeselect={false}
      disabled={saving}
      maw={320}
    />
  );
}
