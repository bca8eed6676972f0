// «Отправить через форму обратной связи»: message and e-mail → POST /feedback
// {analysis_id, message, email}; FEEDBACK_SEND_FAILED (502) shows its catalogue text.
import { ANALYSIS_TEXTS, describeError } from '@kreolab/entities';
import { useSendFeedbackMutation, useGetMeQuery } from '@kreolab/api-client';
import { VALIDATION_MESSAGES, validationMessage } from '@kreolab/i18n-ru';
import { showToast } from '@kreolab/ui-kit';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useDispatch } from 'react-redux';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The contract's limits (packages/api-spec/contract/feedback.yaml, ContactRequest). */
const MAX = { message: 5000, email: 320 } as const;

export function ContactModal({
  analysisId,
  opened,
  onClose,
}: {
  analysisId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const dispatch = useDispatch();
  const me = useGetMeQuery(undefined, { skip: !opened });
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [send, state] = useSendFeedbackMutation();
  const mail = email ?? me.data?.email ?? '';
  // what is sent: both trimmed
  const text = message.trim();
  const address = mail.trim();
  const errors = {
    message:
      text === ''
        ? VALIDATION_MESSAGES.required
        : text.length > MAX.message
          ? validationMessage('maxLength', { max: MAX.message })
          : undefined,
    email:
      address === ''
        ? VALIDATION_MESSAGES.required
        : address.length > MAX.email
          ? validationMessage('maxLength', { max: MAX.email })
          : EMAIL.test(address)
            ? undefined
            : VALIDATION_MESSAGES.email,
  };
  const submit = async () => {
    setTried(true);
    if (errors.message || errors.email) return;
    try {
      await send({
        contactRequest: { analysis_id: analysisId, message: text, email: address },
      }).unwrap();
      dispatch(showToast({ severity: 'success', message: ANALYSIS_TEXTS.sent }));
      setMessage('');
      setTried(false);
      state.reset();
      onClose();
    } catch {
      // shown below
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={ANALYSIS_TEXTS.contactTitle} centered>
      <Stack gap="sm">
        <Textarea
          label={ANALYSIS_TEXTS.message}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          minRows={4}
          error={tried ? errors.message : undefined}
          required
        />
        <TextInput
          label={ANALYSIS_TEXTS.email}
          type="email"
          value={mail}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={tried ? errors.email : undefined}
          required
        />
        {state.error !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {describeError(state.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {ANALYSIS_TEXTS.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={state.isLoading}>
            {ANALYSIS_TEXTS.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
