import { useEffect, useRef, type ReactNode } from 'react';
import { Title, type TitleOrder } from '@mantine/core';

type Props = {
  order: TitleOrder;
  id?: string;
  /** After a step, focus moves to the new stage's heading so keyboard and screen-reader users follow. */
  focusOnMount?: boolean;
  children: ReactNode;
};

export function StageHeading({ order, id, focusOnMount = false, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Title ref={ref} order={order} id={id} tabIndex={-1} fz={order === 2 ? 26 : 22}>
      {children}
    </Title>
  );
}
