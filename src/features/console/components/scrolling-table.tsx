import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; minWidth: number; children: ReactNode };

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box takes the keyboard focus
 * and carries the table's name, so a keyboard user can scroll it too (axe:
 * scrollable-region-focusable). A group, not a region: the section around it is the landmark.
 */
export function ScrollingTable({ label, minWidth, children }: Props) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="group"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
