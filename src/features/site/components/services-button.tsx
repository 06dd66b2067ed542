import { Button, type ButtonProps } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';
import type { ComponentPropsWithRef } from 'react';
import { AppIcon } from '../../../components/app-icon.tsx';
import classes from './services-button.module.css';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';

type Props = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/** The header's Services button: the menu's target, and its stand-in until the menu's code arrives. */
export function ServicesButton(props: Props) {
  const { siteHeaderLabels: labels } = useTexts(siteTexts);
  return (
    <Button
      variant="transparent"
      classNames={{ root: classes.root, label: classes.label }}
      rightSection={<AppIcon icon={IconChevronDown} size={16} />}
      {...props}
    >
      {labels.SERVICES}
    </Button>
  );
}
