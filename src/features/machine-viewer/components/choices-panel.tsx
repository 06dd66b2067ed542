import { Button, Stack, Text, Title } from '@mantine/core';
import { TELLS_MARK } from '#shared/machine-graph/machine-words.ts';
import type { Choice, ChoiceKind } from '../machine-stepper.ts';

const groups: { title: string; kinds: ChoiceKind[] }[] = [
  { title: 'Events', kinds: ['event'] },
  { title: 'Answers of the running calls (instant fakes)', kinds: ['succeeds', 'fails'] },
  { title: 'Waits', kinds: ['wait'] },
];

type Props = { choices: readonly Choice[]; finished: boolean; onChoose: (choice: Choice) => void };

/** Every event the machine would take now, as a button. */
export function ChoicesPanel({ choices, finished, onChoose }: Props) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="machine-viewer-choices">
      <Title order={2} size="h4" id="machine-viewer-choices">
        What can happen now
      </Title>
      {finished ? <Text>The machine has finished: nothing more can happen.</Text> : null}
      {!finished && choices.length === 0 ? (
        <Text>No event moves the machine from here.</Text>
      ) : null}
      {groups.map(({ title, kinds }) => {
        const inGroup = choices.filter((choice) => kinds.includes(choice.kind));
        if (!inGroup.length) return null;
        return (
          <Stack key={title} gap={6}>
            <Text size="sm" fw={600} c="dimmed">
              {title}
            </Text>
            {inGroup.map((choice) => (
              <Stack key={choice.key} gap={2}>
                <Button
                  variant={choice.kind === 'fails' ? 'outline' : 'light'}
                  color={choice.kind === 'fails' ? 'red.8' : undefined}
                  size="xs"
                  justify="flex-start"
                  fullWidth
                  // Long choices wrap between words instead of being cut off at the button's edge.
                  h="auto"
                  py={6}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
                  onClick={() => onChoose(choice)}
                >
                  {choice.label}
                </Button>
                {choice.tells ? (
                  <Text size="xs" c="dimmed">
                    {TELLS_MARK} Sends: {choice.tells}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
