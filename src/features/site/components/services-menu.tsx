import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ServicesButton } from './services-button.tsx';
import type { ServiceLinks } from './service-links.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';

type Props = {
  services: ServiceLinks;
  /** Open when the visitor clicked the stand-in button before this code arrived, too. */
  opened: boolean;
  onChange: (opened: boolean) => void;
};

/** The header's Services dropdown (spec §2), listing the services from the backend. */
export function ServicesMenu({ services, opened, onChange }: Props) {
  const { siteHeaderLabels: labels } = useTexts(siteTexts);
  const items = services.isPending ? (
    <Menu.Item disabled>{labels.SERVICES_LOADING}</Menu.Item>
  ) : services.links.length === 0 ? (
    <Menu.Item disabled>{labels.NO_SERVICES}</Menu.Item>
  ) : (
    services.links.map((service) => (
      <Menu.Item key={service.id} component={Link} to={service.to}>
        {service.name}
      </Menu.Item>
    ))
  );

  // Without the focus placeholder: a focusable "presentation" div is not presentational, so axe
  // counts it as a child a menu may not have (aria-required-children).
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      withinPortal
      opened={opened}
      onChange={onChange}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ServicesButton />
      </Menu.Target>
      <Menu.Dropdown>{items}</Menu.Dropdown>
    </Menu>
  );
}
