import type { ComponentPropsWithoutRef } from 'react';
import { Image, type ImageProps } from '@mantine/core';

import { NO_IMAGE_SRC } from './no-image.ts';

export { NO_IMAGE_SRC };

type Props = Omit<ImageProps, 'fallbackSrc' | 'src'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'alt' | 'src'> & {
    /** Required: describe the picture, or '' when it is decorative. */
    alt: string;
    src?: string | null;
  };

/** Every picture of the site: a missing or broken image shows the no-image picture (spec §8). */
export function SafeImage({ src, alt, ...imageProps }: Props) {
  return <Image src={src || NO_IMAGE_SRC} alt={alt} fallbackSrc={NO_IMAGE_SRC} {...imageProps} />;
}
