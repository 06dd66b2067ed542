import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ProfilePhoto } from '../../../components/profile-photo.tsx';
import { accountTexts } from '../../../components/dashboard-texts/account.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { isSupportedPhoto } from '../profile-rules.ts';

type Props = {
  /** The photo the profile has now ('' for none). */
  currentSrc: string;
  name: string;
  label: string;
  help: string;
  photo: File | null;
  onChange: (photo: File | null) => void;
};

/** Reads a chosen photo for the preview (a data URL works everywhere, object URLs need freeing). */
function usePreview(photo: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(photo);
    return () => {
      live = false;
    };
  }, [photo]);
  return photo ? preview : null;
}

/** Spec §5: a .jpeg, .jpg or .png photo; any other file is refused with the spec's alert. */
export function PhotoPicker({ currentSrc, name, label, help, photo, onChange }: Props) {
  const resetRef = useRef<() => void>(null);
  const { profileTexts: texts } = useTexts(accountTexts);
  const preview = usePreview(photo);

  const choose = (file: File | null) => {
    if (file && !isSupportedPhoto(file)) {
      window.alert(texts.UNSUPPORTED_PHOTO);
      resetRef.current?.();
      return;
    }
    onChange(file);
  };

  return (
    <Group gap="md">
      <ProfilePhoto src={preview ?? currentSrc} alt={name} size={88} />
      <Stack gap={4}>
        <FileButton
          onChange={choose}
          accept="image/png,image/jpeg,.jpg,.jpeg,.png"
          resetRef={resetRef}
          inputProps={{ 'aria-label': label }}
        >
          {(props) => (
            <Button variant="outline" w="fit-content" {...props}>
              {label}
            </Button>
          )}
        </FileButton>
        <Text fz="sm" c="dimmed">
          {photo ? photo.name : help}
        </Text>
      </Stack>
    </Group>
  );
}
