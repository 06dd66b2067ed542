import { Button, Stack, Text, Title } from '@mantine/core';
import { TELLS_MARK } from '#shared/machine-graph/machine-words.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type { Choice, ChoiceKind } from '../machine-stepper.ts';
import { machineViewerTexts } from '../machine-viewer-texts.ts';

type Props = { choices: readonly Choice[]; finished: boolean; onChoose: (choice: Choice) => void };

/** Every event the machine would take now, as a button. */
export function ChoicesPanel({ choices, finished, onChoose }: Props) {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const { t } = useFormat();
  const groups: { title: string; kinds: ChoiceKind[] }[] = [
    { title: labels.EVENTS, kinds: ['event'] },
    { title: labels.ANSWERS, kinds: ['succeeds', 'fails'] },
    { title: labels.WAITS, kinds: ['wait'] },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="machine-viewer-choices">
      <Title order={2} size="h4" id="machine-viewer-choices">
        {labels.CHOICES_HEADING}
      </Title>
      {finished ? <Text>{labels.MACHINE_FINISHED}</Text> : null}
      {!finished && choices.length === 0 ? <Text>{labels.NO_EVENT}</Text> : null}
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
                    {TELLS_MARK} {t(labels.SENDS, { what: choice.tells })}
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
