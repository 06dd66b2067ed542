import type { TablerIcon } from '@tabler/icons-react';
import { icons } from '../app/theme-tokens.ts';

type Props = {
  icon: TablerIcon;
  /** Pixels; 20 beside text (the default). */
  size?: number;
  /**
   * The icon's name when it stands alone; without one it is hidden from screen readers, since the
   * text beside it already says what it means.
   */
  label?: string;
  className?: string;
};

/** A Tabler icon drawn the site's one way: one stroke weight, named or hidden (docs/design.md). */
export function AppIcon({ icon: Icon, size = icons.inlineSize, label, className }: Props) {
  return (
    <Icon
      size={size}
      stroke={icons.stroke}
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
