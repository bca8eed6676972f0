import type { ProfileUpdate } from '@kreolab/api-client';
import { focusFirstInvalid, onInvalidSubmit } from '@kreolab/ui-kit';
import { useForm, type FormValidateInput } from '@mantine/form';
import { fieldErrors } from '../validation';
import type { SaveResult } from './sectionTypes';

/**
 * A section's edit form: values from the profile when edit mode opens, the §5 rules on
 * submit and blur, and the server's 422 `fields` set beside the fields after a refused save.
 */
export function useSectionForm<V extends Record<string, unknown>>(
  initialValues: V,
  validate: FormValidateInput<V>,
  toUpdate: (values: V) => ProfileUpdate,
  onSave: (update: ProfileUpdate) => Promise<SaveResult>,
) {
  const form = useForm<V>({ initialValues, validate, validateInputOnBlur: true });
  const submit = form.onSubmit(async (values, event) => {
    const at = event?.currentTarget;
    const result = await onSave(toUpdate(values));
    if (!result.ok) {
      form.setErrors(fieldErrors(result.fields));
      focusFirstInvalid(at);
    }
  }, onInvalidSubmit);
  return { form, submit };
}
