import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type Props = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/** The header's Services button: the menu's target, and its stand-in until the menu's code arrives. */
export function ServicesButton(props: Props) {
  return (
    <Button variant="subtle" color="dark" fw={500} px={0} {...props}>
      Services
    </Button>
  );
}
