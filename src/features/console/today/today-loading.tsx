import { Box, Skeleton, Text } from '@mantine/core';
import { FIGURE_BAR_PX, FIGURE_LINE_PX } from '#shared/today-frame-sizes.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { adminCoreTexts } from '../components/console-home-texts.ts';
import { DaysSection, ListSection, MoneySection, TodayStack } from './components/today-frame.tsx';

/**
 * A list's place: the size of its line on an empty day (PagedList's), which it holds hidden, so
 * that on an empty day nothing moves at any width; rows push what is below them down.
 */
function EmptyListPlace({ empty }: { empty: string }) {
  return (
    <Skeleton>
      <Text c="dimmed" py="lg" ta="center" style={{ visibility: 'hidden' }}>
        {empty}
      </Text>
    </Skeleton>
  );
}

/**
 * The Today screen while its day is asked for (decision 160): the sections' headings and hints
 * where the loaded page has them, skeletons only where figures and rows go. One busy status for
 * the whole, named once; server/http/today-shell.ts paints the same before the app runs.
 */
export function TodayLoading() {
  const { todayLabels } = useTexts(adminCoreTexts);
  return (
    <LoadingStatus label={todayLabels.LOADING}>
      <TodayStack>
        <MoneySection
          // The week's first day is not known yet: an empty line of its size keeps the row's height.
          weekFrom={
            <Text fz="sm" c="dimmed" aria-hidden>
              {'\u00a0'}
            </Text>
          }
          amount={() => (
            <Box h={FIGURE_LINE_PX} py={(FIGURE_LINE_PX - FIGURE_BAR_PX) / 2}>
              <Skeleton h={FIGURE_BAR_PX} w="60%" />
            </Box>
          )}
        />
        <ListSection
          id="today-at-risk"
          heading={todayLabels.AT_RISK_HEADING}
          hint={todayLabels.AT_RISK_HINT}
        >
          <EmptyListPlace empty={todayLabels.AT_RISK_EMPTY} />
        </ListSection>
        <ListSection
          id="today-failed"
          heading={todayLabels.FAILED_HEADING}
          hint={todayLabels.FAILED_HINT}
        >
          <EmptyListPlace empty={todayLabels.FAILED_EMPTY} />
        </ListSection>
        <DaysSection
          counts={() => (
            <Skeleton width="fit-content">
              <Text c="dimmed" style={{ visibility: 'hidden' }}>
                {todayLabels.NO_BOOKINGS}
              </Text>
            </Skeleton>
          )}
        />
      </TodayStack>
    </LoadingStatus>
  );
}
