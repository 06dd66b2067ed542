/** What a missing or broken picture shows instead (spec §8). */
export const NO_IMAGE_SRC = '/images/no-image.svg';
