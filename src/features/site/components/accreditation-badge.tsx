import { Group, Text, ThemeIcon } from '@mantine/core';
import IconShieldCheck from '@tabler/icons-react/icons/IconShieldCheck';
import { AppIcon } from '../../../components/app-icon.tsx';
import '@mantine/core/styles/ThemeIcon.css';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';

/** The footer's accreditation mark: every MapleShine cleaner is vetted and background-checked. */
export function AccreditationBadge() {
  const { siteFooterLabels: labels } = useTexts(siteTexts);
  return (
    <Group gap="xs" wrap="nowrap" aria-label={labels.ACCREDITATION}>
      <ThemeIcon size={40} radius="xl" color="ember">
        <AppIcon icon={IconShieldCheck} size={24} />
      </ThemeIcon>
      <Text fz="xs" c="gray.3" lh={1.3}>
        {labels.ACCREDITATION_FIRST_LINE}
        <br />
        {labels.ACCREDITATION_SECOND_LINE}
      </Text>
    </Group>
  );
}
