import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router-dom';

type Props = ButtonProps & { to: string; children: React.ReactNode };

/** The orange button of the spec's calls to action (Book Now and friends). */
export function CallToActionButton({ to, children, ...buttonProps }: Props) {
  return (
    <Button component={Link} to={to} color="ember" {...buttonProps}>
      {children}
    </Button>
  );
}
