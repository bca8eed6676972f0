// The one-time hints of product-spec §3/§4: a profile flag that starts true; dismissing it
// sets it false and saves the profile at once (PATCH /profile/me), then the profile reloads.
// Local on purpose: feature packages may not import @kreolab/profile.
import { profileApi, useGetMeQuery, useUpdateMeMutation } from '@kreolab/api-client';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { ANALYSIS_TEXTS, HINT_TEXTS } from '../texts';

export type HintName = keyof typeof HINT_TEXTS;

export function useProfileHint(name: HintName) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- updateQueryData's thunk wants the api's root state
  const dispatch = useDispatch<ThunkDispatch<any, unknown, UnknownAction>>();
  const { data } = useGetMeQuery();
  const [updateMe] = useUpdateMeMutation();
  const visible = data?.[name] === true;
  const dismiss = async () => {
    // Hidden at once; the server's answer (or the reload) confirms it.
    const patch = dispatch(
      profileApi.util.updateQueryData('getMe', undefined, (draft) => {
        draft[name] = false;
      }),
    );
    try {
      await updateMe({ profileUpdate: { [name]: false } }).unwrap();
    } catch {
      patch.undo();
    }
  };
  return { visible, dismiss };
}

export interface HintNoticeProps {
  name: HintName;
  /** Shows it only when this is true as well (e.g. after saving). */
  when?: boolean;
}

/** The hint as a dismissible notice, while its profile flag is true. */
export function HintNotice({ name, when = true }: HintNoticeProps) {
  const { visible, dismiss } = useProfileHint(name);
  if (!visible || !when) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title={ANALYSIS_TEXTS.hintTitle}
      icon={<IconBulb size={18} aria-hidden />}
      data-hint={name}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Text size="sm">{HINT_TEXTS[name]}</Text>
        <Button size="xs" variant="subtle" onClick={() => void dismiss()}>
          {ANALYSIS_TEXTS.hintClose}
        </Button>
      </Group>
    </Alert>
  );
}
