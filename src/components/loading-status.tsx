import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';

type Props = BoxProps & {
  /** What is loading, e.g. "Loading blogs": the status's name for screen readers. */
  label: string;
  /** The skeletons that hold the place of what is loading. */
  children: ReactNode;
};

/**
 * The one way to show skeletons (spec §4): a busy status named by its label. A plain element may
 * not carry a name (axe: aria-prohibited-attr), a status may; end-to-end tests wait for the
 * page's `aria-busy="true"` to go.
 */
export function LoadingStatus({ label, children, ...others }: Props) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} {...others}>
      {children}
    </Box>
  );
}
