import { useState } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import IconStar from '@tabler/icons-react/icons/IconStar';
import { AppIcon } from '../../../components/app-icon.tsx';
import { accountTexts } from '../../../components/dashboard-texts/account.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import classes from './star-rating.module.css';

export const MAX_RATING = 5;

type Props = {
  /** 0 means no rating yet. */
  value: number;
  onChange: (value: number) => void;
  /** The group's accessible name, e.g. Your Rating. */
  label: string;
  /** Ties the group to its error message. */
  'aria-describedby'?: string | undefined;
  size?: number;
};

/** The rating after a click on `star` (spec §4): the star of the current rating clears it. */
export function ratingAfterClick(current: number, star: number): number {
  return star === current ? 0 : star;
}

/**
 * Five stars to rate a cleaning. Hovering (or focusing) a star previews that rating; clicking
 * sets it, and clicking the star of the current rating clears it to zero.
 */
export function StarRating({ value, onChange, label, size = 32, ...aria }: Props) {
  const [preview, setPreview] = useState<number | null>(null);
  const { reviewTexts: texts } = useTexts(accountTexts);
  const { t } = useFormat();
  const shown = preview ?? value;
  return (
    <Group gap="sm" align="center">
      <div
        role="group"
        aria-label={label}
        aria-describedby={aria['aria-describedby']}
        className={classes.stars}
        onMouseLeave={() => setPreview(null)}
      >
        {Array.from({ length: MAX_RATING }, (_, index) => {
          const star = index + 1;
          const filled = star <= shown;
          return (
            <UnstyledButton
              key={star}
              className={classes.star}
              aria-label={t(texts.STARS, { count: star })}
              aria-pressed={star === value}
              data-filled={(filled && preview === null) || undefined}
              data-preview={(filled && preview !== null) || undefined}
              onClick={() => {
                // The result shows at once, not the preview of the star under the pointer.
                setPreview(null);
                onChange(ratingAfterClick(value, star));
              }}
              onMouseEnter={() => setPreview(star)}
              onFocus={() => setPreview(star)}
              onBlur={() => setPreview(null)}
            >
              {/* One icon whose fill changes: swapping icons remounted the star under the pointer
                  as the hover preview drew, and a click landing mid-swap was lost. */}
              <AppIcon
                icon={IconStar}
                size={size}
                className={filled ? classes.filledIcon : undefined}
              />
            </UnstyledButton>
          );
        })}
      </div>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown === 0 ? texts.NOT_RATED : t(texts.OUT_OF_FIVE, { rating: shown })}
      </Text>
    </Group>
  );
}
