import { Skeleton, type SkeletonProps } from '@mantine/core';
import { LoadingStatus } from './loading-status.tsx';

type Props = {
  /** What is loading, e.g. "Loading the login form". */
  label: string;
  /** The form's height as it first shows, per breakpoint where its fields wrap differently. */
  h: SkeletonProps['h'];
};

/**
 * Holds a form's place while its code (XState, @mantine/form) arrives after the page's first
 * paint, as tall as the empty form, so nothing below it moves when the form replaces it.
 */
export function FormSkeleton({ label, h }: Props) {
  return (
    <LoadingStatus label={label}>
      <Skeleton h={h} />
    </LoadingStatus>
  );
}
