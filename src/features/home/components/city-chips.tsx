import { Stack, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { citiesQuery } from '../../../api/queries.ts';
import classes from './about-section.module.css';

/** The cities with a customer page of their own (spec §2: the Edmonton landing page). */
const cityPages: Record<string, string> = {
  Edmonton: '/move-out-in-cleaning-edmonton',
};

type Props = { heading: string };

/** The cities served, from the API; a city with a page of its own links to it. */
export function CityChips({ heading }: Props) {
  const client = useApiClient();
  const cities = useQuery(citiesQuery(client)).data ?? [];
  if (cities.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="home-cities-heading" gap="md">
      <Title id="home-cities-heading" order={3}>
        {heading}
      </Title>
      <ul className={classes.chipList}>
        {cities.map((city) => {
          const page = cityPages[city.vCity];
          const content = (
            <>
              <IconMapPin size={18} stroke={1.75} aria-hidden="true" />
              {city.vCity} <span className={classes.province}>{city.vProvince}</span>
            </>
          );
          return (
            <li key={city.iCityId}>
              {page ? (
                <Link to={page} className={`${classes.chip} ${classes.chipLink}`}>
                  {content}
                </Link>
              ) : (
                <span className={classes.chip}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
