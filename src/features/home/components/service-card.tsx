import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { components } from '../../../api/schema.d.ts';

type Props = {
  service: components['schemas']['Service'];
  to: string;
  readMoreLabel: string;
};

export function ServiceCard({ service, to, readMoreLabel }: Props) {
  return (
    <Card withBorder shadow="sm" padding="lg" component="article">
      <Card.Section>
        <Image src={service.vWebpImage} alt="" h={180} fallbackSrc="/images/no-image.svg" />
      </Card.Section>
      <Stack gap="sm" mt="md" flex={1}>
        <Title order={3} fz="lg">
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
