import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { components } from '#shared/api-schema.d.ts';
import { FramedImage } from './framed-image.tsx';

type Props = {
  service: components['schemas']['Service'];
  to: string;
  readMoreLabel: string;
  /** The card title's level under the section's heading: 3 below an h2, 2 right below the h1. */
  headingOrder?: 2 | 3;
  /** 'lazy' for a card a phone shows only after scrolling (FramedImage). */
  imageLoading?: 'lazy' | 'eager';
};

/**
 * A service with its picture, description and READ MORE to its page (service id in state). The
 * picture is shown whole in a wide box; the box's cream is the illustrations' own ground.
 */
export function ServiceCard({
  service,
  to,
  readMoreLabel,
  headingOrder = 3,
  imageLoading = 'eager',
}: Props) {
  return (
    <Card withBorder shadow="sm" padding="lg" component="article" h="100%">
      <Card.Section>
        {/* Decorative: the card's title names the service right below it. */}
        <FramedImage src={service.vWebpImage} alt="" shape="wide" loading={imageLoading} />
      </Card.Section>
      <Stack gap="sm" mt="md" flex={1}>
        <Title order={headingOrder} fz="lg">
          {service.vServiceName}
        </Title>
        <Text fz="sm" c="dimmed" lineClamp={4}>
          {service.tDescription}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={to}
        state={{ iServiceId: service.iServiceId }}
        variant="light"
        mt="md"
        aria-label={`${readMoreLabel}: ${service.vServiceName}`}
      >
        {readMoreLabel}
      </Button>
    </Card>
  );
}
