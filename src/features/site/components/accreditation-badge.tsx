import { Group, Text, ThemeIcon } from '@mantine/core';
import IconShieldCheck from '@tabler/icons-react/icons/IconShieldCheck';
import { AppIcon } from '../../../components/app-icon.tsx';
import '@mantine/core/styles/ThemeIcon.css';

/** The footer's accreditation mark: every MapleShine cleaner is vetted and background-checked. */
export function AccreditationBadge() {
  return (
    <Group gap="xs" wrap="nowrap" aria-label="Vetted and background-checked cleaners">
      <ThemeIcon size={40} radius="xl" color="ember">
        <AppIcon icon={IconShieldCheck} size={24} />
      </ThemeIcon>
      <Text fz="xs" c="gray.3" lh={1.3}>
        Vetted &amp; background-checked
        <br />
        cleaners
      </Text>
    </Group>
  );
}
