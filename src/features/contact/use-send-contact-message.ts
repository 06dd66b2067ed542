import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { Captcha } from '../../components/captcha.tsx';
import { TOAST_DELAY_MS as TOAST_MS } from '#shared/ui-delays.ts';
import type { ContactValues } from './contact-form-rules.ts';

/** Sends the contact form; toasts the server's sentence either way (spec §4 form submits). */
export function useSendContactMessage(captcha: Captcha, onSent: () => void) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (values: ContactValues) => {
      const vRecaptchaToken = captcha.answer();
      const answer = await envelopeOf(
        client
          .POST('/api/contact_us/create', {
            body: {
              vName: values.vName.trim(),
              vEmail: values.vEmail.trim(),
              vMobile: values.vMobile,
              tMessage: values.tMessage.trim(),
              ...(vRecaptchaToken ? { vRecaptchaToken } : {}),
            },
          })
          .finally(captcha.reset),
      );
      return answer.message;
    },
    onSuccess: (message) => {
      notifications.show({ message, color: 'green', autoClose: TOAST_MS });
      onSent();
    },
    onError: (error) => {
      notifications.show({ message: error.message, color: 'red', autoClose: TOAST_MS });
    },
  });
}
