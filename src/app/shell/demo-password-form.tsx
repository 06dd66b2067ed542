import { useState, type FormEvent } from 'react';
import { Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { clientConfig } from '../../config/client-config.ts';
import { defineTexts, useTexts } from '../../i18n/texts.ts';

/** The screen's texts in the page's language: a chunk only the demo host downloads. */
const demoGateCatalogue = defineTexts(
  'demo-gate',
  () => import('#shared/catalogue/en-CA/demo-gate.ts'),
  () => import('#shared/catalogue/fr-CA/demo-gate.ts'),
);

/** The demo host's password screen; `onPassed` runs once the right password is entered. */
export function DemoPasswordForm({ onPassed }: { onPassed: () => void }) {
  const { demoGateTexts: texts } = useTexts(demoGateCatalogue);
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expected = clientConfig().demoPassword ?? '';
    if (expected !== '' && password === expected) onPassed();
    else setWrong(true);
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <BrandLogo />
          <Title order={1} fz="h3">
            {texts.HEADING}
          </Title>
          <Text c="dimmed" fz="sm">
            {texts.INTRO}
          </Text>
          <PasswordInput
            label={texts.PASSWORD}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setWrong(false);
            }}
            error={wrong ? texts.INCORRECT_PASSWORD : null}
            autoComplete="current-password"
          />
          <Button type="submit">{texts.CONTINUE}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
