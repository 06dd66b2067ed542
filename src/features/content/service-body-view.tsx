import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { pricedService } from '../../components/from-price.ts';
import { SafeHtml } from '../../components/safe-html.tsx';
import { splitServiceBody } from './service-body.ts';
import { ServiceChecklist } from './service-checklist.tsx';
import { ServiceFromPrice } from './service-from-price.tsx';
import type { serviceSalesLabels } from '#shared/catalogue/en-CA/content.ts';

type Props = {
  html: string;
  service: components['schemas']['Service'];
  labels: typeof serviceSalesLabels & { BOOK_NOW: string };
};

/**
 * A service page's body: the backend's introduction, the from-price with Book Now right under
 * it, the backend's "What is included" list as a checklist, then the rest of the page.
 */
export function ServiceBodyView({ html, service, labels }: Props) {
  const body = useMemo(() => splitServiceBody(html), [html]);
  const priced = pricedService(service);
  return (
    <Stack gap={40}>
      {body.intro.trim() !== '' && <SafeHtml html={body.intro} />}
      {priced && (
        <ServiceFromPrice
          service={priced}
          fromPriceLabel={labels.FROM_PRICE}
          noteLabel={labels.FROM_PRICE_NOTE}
          cardHeldLabel={labels.CARD_HELD}
          bookNowLabel={labels.BOOK_NOW}
        />
      )}
      {body.included && (
        <ServiceChecklist heading={body.included.heading} items={body.included.items} />
      )}
      {body.rest.trim() !== '' && <SafeHtml html={body.rest} />}
    </Stack>
  );
}
