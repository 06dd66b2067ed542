import { SafeImage } from './safe-image.tsx';
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
};

/**
 * A picture shown whole inside a box of its own shape. The width and height attributes let the
 * browser hold the box before the file arrives, so nothing below it moves (CLS).
 */
export function FramedImage({ src, alt, shape = 'landscape', radius }: Props) {
  const { className, width, height } = SHAPES[shape];
  return (
    <SafeImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      fit="contain"
      radius={radius}
      className={`${classes.frame} ${className}`}
    />
  );
}
