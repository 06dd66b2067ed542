import { Group, Text } from '@mantine/core';

type Props = {
  size?: number;
  /** Below this breakpoint only the mark shows, leaving a phone's header room for other things. */
  nameFrom?: 'xs' | 'sm';
};

/** The MapleShine mark: a maple leaf with a sparkle, and the name beside it. */
/** The brand's name, the same in every language. */
const BRAND_NAME = 'MapleShine';

export function BrandLogo({ size = 32, nameFrom }: Props) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="32" fill="#176455" />
        <path
          fill="#ffffff"
          d="M32 9l4.5 9.5 6-3.5-1.5 11 8-4-2.5 7.5 6.5 2-11 8 2 4.5-10-1.5V54h-4V42.5l-10 1.5 2-4.5-11-8 6.5-2L15 22l8 4-1.5-11 6 3.5z"
        />
        <path fill="#f76707" d="M50 8l1.6 4.4L56 14l-4.4 1.6L50 20l-1.6-4.4L44 14l4.4-1.6z" />
      </svg>
      <Text fw={800} fz={size * 0.65} c="spruce.8" lh={1} visibleFrom={nameFrom}>
        {BRAND_NAME}
      </Text>
    </Group>
  );
}
