import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { CallToActionButton } from '../../components/call-to-action-button.tsx';
import { withAmount, type PricedService } from '../../components/from-price.ts';
import { hoursOf } from '../../components/hours-of.ts';
import { useLocale } from '../../i18n/locale-context.tsx';
import classes from './service-sales.module.css';

type Props = {
  service: PricedService;
  fromPriceLabel: string;
  noteLabel: string;
  cardHeldLabel: string;
  bookNowLabel: string;
};

/** "From $125.00 before tax" ("À partir de 125,00 $ avant taxes") for the smallest home, from the server's figures, with Book Now under it. */
export function ServiceFromPrice({
  service,
  fromPriceLabel,
  noteLabel,
  cardHeldLabel,
  bookNowLabel,
}: Props) {
  const locale = useLocale();
  return (
    <Paper radius="lg" p={{ base: 'lg', md: 'xl' }} className={classes.price}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={700} fz={{ base: 22, md: 28 }}>
            {withAmount(fromPriceLabel, service.fFromPrice, locale)}
          </Text>
          <Text c="dimmed">
            {noteLabel.replace('{hours}', hoursOf(service.fFromHours, locale))}
          </Text>
        </Stack>
        <CallToActionButton to="/book-now" size="lg" w="fit-content">
          {bookNowLabel}
        </CallToActionButton>
        <Group gap={6} wrap="nowrap" className={classes.held}>
          <IconLock size={20} stroke={1.75} aria-hidden="true" />
          <Text fz="sm" fw={600}>
            {cardHeldLabel}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
