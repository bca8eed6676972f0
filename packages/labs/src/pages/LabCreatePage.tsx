// /labs/create: the name of the new lab, then its page.
import { BREADCRUMBS, PAGE_NAMES } from '@kreolab/i18n-ru';
import { focusFirstInvalid, onInvalidSubmit, showToast, usePageBreadcrumbs } from '@kreolab/ui-kit';
import { fieldErrors, useSayFailure } from '@kreolab/entities';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { labs } from '../api';
import { LABS_TEXTS } from '../texts';
import { validateLabName } from '../validation';

export function LabCreatePage() {
  const dispatch = useDispatch();
  const sayFailure = useSayFailure();
  const navigate = useNavigate();
  const [createLab, { isLoading }] = labs.useCreateLabMutation();
  // The form stands in the analysis layout, whose trail is the only way back besides «Отмена».
  usePageBreadcrumbs([{ label: BREADCRUMBS.labs, to: '/labs' }, { label: PAGE_NAMES.labCreate }]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: validateLabName },
  });

  const submit = form.onSubmit(async ({ name }, event) => {
    const at = event?.currentTarget;
    try {
      const lab = await createLab({ nameRequest: { name: name.trim() } }).unwrap();
      dispatch(showToast({ severity: 'success', message: LABS_TEXTS.created }));
      await navigate(`/labs/${lab.id}`);
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusFirstInvalid(at);
      } else {
        sayFailure(e);
      }
    }
  }, onInvalidSubmit);

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{PAGE_NAMES.labCreate}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={LABS_TEXTS.nameLabel}
              placeholder={LABS_TEXTS.namePlaceholder}
              withAsterisk
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Group justify="flex-end">
              <Button component={Link} to="/labs" variant="default">
                {LABS_TEXTS.cancel}
              </Button>
              <Button type="submit" loading={isLoading}>
                {LABS_TEXTS.submitCreate}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
