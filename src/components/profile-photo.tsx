import { Image } from '@mantine/core';

export const AVATAR_PLACEHOLDER_SRC = '/images/avatar-placeholder.svg';

type Props = {
  /** The profile's vImage: a URL, or '' when the person has no photo. */
  src: string | null | undefined;
  /** The person's name, or '' when the name is written next to the photo. */
  alt: string;
  size: number;
};

/** A round profile photo; no photo, or one that fails to load, shows the placeholder (spec §2, §8). */
export function ProfilePhoto({ src, alt, size }: Props) {
  return (
    <Image
      src={src || AVATAR_PLACEHOLDER_SRC}
      fallbackSrc={AVATAR_PLACEHOLDER_SRC}
      alt={alt}
      w={size}
      h={size}
      radius={size}
      fit="cover"
      style={{ flex: 'none' }}
    />
  );
}
