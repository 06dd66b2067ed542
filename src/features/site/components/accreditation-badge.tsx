import { Group, Text } from '@mantine/core';

/** The footer's accreditation mark: every MapleShine cleaner is vetted and background-checked. */
export function AccreditationBadge() {
  return (
    <Group gap="xs" wrap="nowrap" aria-label="Vetted and background-checked cleaners">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M20 2l15 6v10c0 9.5-6.4 17.3-15 20-8.6-2.7-15-10.5-15-20V8z" fill="#f76707" />
        <path
          d="M13 20l5 5 9-10"
          fill="none"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text fz="xs" c="gray.3" lh={1.3}>
        Vetted &amp; background-checked
        <br />
        cleaners
      </Text>
    </Group>
  );
}
