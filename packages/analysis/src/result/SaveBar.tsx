// Rename and save (POST /analyses/{id}/save {name}), with hint_research_before_save before
// the research is saved and hint_research_after_save once it is.
import { ANALYSIS_TEXTS, describeError, invalidateContainer } from '@kreolab/entities';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { VALIDATION_MESSAGES } from '@kreolab/i18n-ru';
import { focusableDisabled, showToast } from '@kreolab/ui-kit';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { analyses } from '../api';
import type { ContainerKind } from '../shared/useContainer';
import { HintNotice } from '../shared/HintNotice';

export interface SaveBarProps {
  analysisId: number;
  name: string;
  saved: boolean;
  container?: { kind: ContainerKind; id: number | null };
}

export function SaveBar({ analysisId, name, saved, container }: SaveBarProps) {
  const dispatch = useDispatch();
  const [value, setValue] = useState(name);
  const [touched, setTouched] = useState(false);
  const [save, state] = analyses.useSaveAnalysisMutation();
  useEffect(() => setValue(name), [name]);
  const trimmed = value.trim();
  const invalid = touched && trimmed === '' ? VALIDATION_MESSAGES.required : undefined;

  const onSave = async () => {
    setTouched(true);
    if (trimmed === '') return;
    try {
      await save({ id: analysisId, nameRequest: { name: trimmed } }).unwrap();
      dispatch(showToast({ severity: 'success', message: ANALYSIS_TEXTS.savedToast }));
      if (container?.id) dispatch(invalidateContainer(container.kind, container.id));
    } catch {
      // shown below
    }
  };
  const unchanged = saved && trimmed === name;
  return (
    <Stack gap="xs">
      <HintNotice name="hint_research_before_save" when={!saved} />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={ANALYSIS_TEXTS.saveName}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={invalid}
          maxLength={200}
          w={320}
          maw="100%"
        />
        <Button
          onClick={() => void onSave()}
          loading={state.isLoading}
          {...focusableDisabled(unchanged)}
          leftSection={saved ? <IconCheck size={16} aria-hidden /> : undefined}
        >
          {unchanged ? ANALYSIS_TEXTS.saved : ANALYSIS_TEXTS.save}
        </Button>
      </Group>
      {state.error !== undefined && (
        <Alert color="red" variant="light" role="alert">
          {describeError(state.error)}
        </Alert>
      )}
      <HintNotice name="hint_research_after_save" when={saved} container={container?.kind} />
    </Stack>
  );
}
