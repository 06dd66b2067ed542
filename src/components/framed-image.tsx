import { useState } from 'react';
import { NO_IMAGE_SRC } from './no-image.ts';
import classes from './framed-image.module.css';

/**
 * The two boxes: 4:3, the illustrations' own shape (480×360), and 16:9, the blog pictures' shape
 * and the cards' box (an illustration in it sits centred on its own cream ground).
 */
const SHAPES = {
  landscape: { className: classes.landscape, width: 480, height: 360 },
  wide: { className: classes.wide, width: 1200, height: 675 },
} as const;

type Props = {
  src: string | null | undefined;
  /** '' when the text beside the picture already says what it shows. */
  alt: string;
  shape?: keyof typeof SHAPES;
  radius?: 'sm' | 'md' | 'lg';
  /**
   * 'lazy' for a picture a phone first shows only after scrolling (a list's later cards, a
   * section far below the top): the browser fetches and draws it as it nears the screen, and
   * the server names it in no preload, so it takes neither bandwidth nor main thread from the
   * page's first view (issue 46).
   */
  loading?: 'lazy' | 'eager';
};

/**
 * A picture shown whole inside a box of its own shape. The width and height attributes let the
 * browser hold the box before the file arrives, so nothing below it moves (CLS). A plain <img>
 * rather than Mantine's Image: it sits on nearly every page, and the first load is budgeted.
 * A missing or broken picture shows the no-image picture, as SafeImage does (spec §8).
 */
export function FramedImage({ src, alt, shape = 'landscape', radius, loading = 'eager' }: Props) {
  const { className, width, height } = SHAPES[shape];
  const [broken, setBroken] = useState<string | null>(null);
  const shown = !src || broken === src ? NO_IMAGE_SRC : src;
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      className={`${classes.frame} ${className}`}
      style={radius ? { borderRadius: `var(--mantine-radius-${radius})` } : undefined}
      onError={() => {
        if (src && shown === src) setBroken(src);
      }}
    />
  );
}
