import { useState, type FormEvent } from 'react';
import { Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo.tsx';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { clientConfig } from '../../config/client-config.ts';

export const INCORRECT_PASSWORD = 'Incorrect password. Try again.';

/** The demo host's password screen; `onPassed` runs once the right password is entered. */
export function DemoPasswordForm({ onPassed }: { onPassed: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expected = clientConfig().demoPassword ?? '';
    if (expected !== '' && password === expected) onPassed();
    else setError(INCORRECT_PASSWORD);
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <BrandLogo />
          <Title order={1} fz="h3">
            MapleShine demo
          </Title>
          <Text c="dimmed" fz="sm">
            This site is a private demo. Enter the password you were given to continue.
          </Text>
          <PasswordInput
            label="Password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="current-password"
          />
          <Button type="submit">Continue</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
