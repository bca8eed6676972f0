import { isToastedFailure, type InvoiceCreated, type Tariff } from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { focusFirstInvalid, onInvalidSubmit } from '@kreolab/ui-kit';
import { useForm } from '@mantine/form';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { tariffEndpoints } from '../api';
import { PROMO_CODES } from '../errors';
import { getErrorCode } from '@kreolab/api-client';
import { useProfileDispatch, useProfileSelector } from '../state/hooks';
import { emailFormChanged, selectEmailForm, selectPaymentForm } from '../state/profileSlice';
import { PROFILE_TEXTS } from '../texts';
import {
  check,
  email,
  errorFields,
  fieldErrors,
  generationCountError,
  inn,
  MAX_GENERATION_COUNT,
  kpp,
  maxLength,
  required,
} from '../validation';

export interface InvoiceValues {
  company_name: string;
  inn: string;
  kpp: string;
  address: string;
  email: string;
  tariff_id: string;
  generation_count: number | string;
  promocode: string;
  requisites: File | null;
}

// What the server accepts (checked there by content, at most 10 MB): PDF, JPG and PNG.
const REQUISITES_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
/** The server's limit (apps/api invoices/form.ts `REQUISITES_MAX_BYTES`), said before sending. */
const REQUISITES_MAX_BYTES = 10 * 1024 * 1024;

export interface InvoiceFormProps {
  tariffs: Tariff[];
  /** The e-mail to prefill when the e-mail form is empty (the profile's). */
  defaultEmail?: string;
}

/**
 * The invoice form for a company: requisites with INN/KPP check digits, the purchase, an
 * optional requisites file; sent as multipart (POST /tariffs/invoice). The issued invoice's
 * PDF is offered for download; the server's 422 `fields` are shown beside the fields.
 */
export function InvoiceForm({ tariffs, defaultEmail = '' }: InvoiceFormProps) {
  const dispatch = useProfileDispatch();
  const purchase = useProfileSelector(selectPaymentForm);
  const emailForm = useProfileSelector(selectEmailForm);
  const [createInvoice, { isLoading: loading }] = tariffEndpoints.useCreateInvoiceMutation();
  const [issued, setIssued] = useState<InvoiceCreated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const buyable = tariffs.filter((t) => !t.is_trial && t.is_active);

  const form = useForm<InvoiceValues>({
    initialValues: {
      company_name: '',
      inn: '',
      kpp: '',
      address: '',
      email: emailForm.email || defaultEmail,
      tariff_id: purchase.tariff_id > 0 ? String(purchase.tariff_id) : '',
      generation_count: purchase.generation_count,
      promocode: purchase.promocode,
      requisites: null,
    },
    validateInputOnBlur: true,
    validate: {
      company_name: (v) => check(v, required, maxLength(255)),
      inn: (v) => inn(v),
      kpp: (v, values) => kpp(v, values.inn),
      address: (v) => check(v, required, maxLength(1000)),
      email: (v) => check(v, required, email, maxLength(320)),
      tariff_id: (v) => check(v, required),
      generation_count: (v) => generationCountError(v),
      promocode: (v) => check(v, maxLength(64)),
      // a larger file was sent whole and then refused by a toast, the form saying nothing
      requisites: (f) =>
        f && f.size > REQUISITES_MAX_BYTES ? PROFILE_TEXTS.requisitesTooBig : null,
    },
  });

  const submit = form.onSubmit(async (v, event) => {
    const at = event?.currentTarget;
    setFailure(null);
    setIssued(null);
    dispatch(emailFormChanged({ email: v.email.trim() }));
    try {
      const result = await createInvoice({
        invoiceRequest: {
          company_name: v.company_name.trim(),
          inn: v.inn.trim(),
          kpp: v.kpp.trim() || undefined,
          address: v.address.trim(),
          email: v.email.trim(),
          tariff_id: Number(v.tariff_id),
          generation_count: typeof v.generation_count === 'number' ? v.generation_count : 0,
          promocode: v.promocode.trim() || undefined,
          requisites: v.requisites ?? undefined,
        },
      }).unwrap();
      setIssued(result);
    } catch (e) {
      const fields = errorFields(e);
      if (fields && Object.keys(fields).length > 0) {
        form.setErrors(fieldErrors(fields));
        focusFirstInvalid(at);
        return;
      }
      // a refused promo code is said under its field, and only there (isProfileSelfHandled keeps
      // the app's toast of its 404 away), where the form said it in a toast or under the button
      const code = getErrorCode(e);
      if (code && PROMO_CODES.includes(code)) {
        form.setFieldError('promocode', errorMessage(code));
        focusFirstInvalid(at);
        return;
      }
      const status = (e as { status?: unknown }).status;
      if (!isToastedFailure(e))
        setFailure(errorMessage(code, typeof status === 'number' ? status : undefined));
    }
  }, onInvalidSubmit);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invoice-title">
      <Title order={2} size="h4" mb="md" id="invoice-title">
        {PROFILE_TEXTS.invoiceTitle}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="invoice-title">
        <Stack gap="md">
          <TextInput
            label={PROFILE_TEXTS.companyName}
            withAsterisk
            autoComplete="organization"
            {...form.getInputProps('company_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={PROFILE_TEXTS.inn}
              withAsterisk
              inputMode="numeric"
              maxLength={12}
              {...form.getInputProps('inn')}
            />
            <TextInput
              label={PROFILE_TEXTS.kpp}
              inputMode="numeric"
              maxLength={9}
              {...form.getInputProps('kpp')}
            />
          </SimpleGrid>
          <Textarea
            label={PROFILE_TEXTS.address}
            withAsterisk
            rows={2}
            {...form.getInputProps('address')}
          />
          <TextInput
            label={PROFILE_TEXTS.invoiceEmail}
            withAsterisk
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={PROFILE_TEXTS.selectedTariff}
              withAsterisk
              data={buyable.map((t) => ({ value: String(t.id), label: t.name }))}
              allowDeselect={false}
              {...form.getInputProps('tariff_id')}
            />
            <NumberInput
              label={PROFILE_TEXTS.generationCount}
              min={0}
              max={MAX_GENERATION_COUNT}
              clampBehavior="none"
              {...form.getInputProps('generation_count')}
            />
            <TextInput
              label={PROFILE_TEXTS.promocode}
              autoComplete="off"
              {...form.getInputProps('promocode')}
            />
          </SimpleGrid>
          <FileInput
            label={PROFILE_TEXTS.requisites}
            description={PROFILE_TEXTS.requisitesHint}
            accept={REQUISITES_ACCEPT}
            clearable
            leftSection={<IconPaperclip size={16} aria-hidden />}
            {...form.getInputProps('requisites')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {issued && (
            <Alert color="green" role="status" title={PROFILE_TEXTS.invoiceIssued(issued.number)}>
              <Anchor href={issued.pdf_url} download target="_blank" rel="noopener">
                <Group component="span" gap={6}>
                  <IconDownload size={16} aria-hidden />
                  {PROFILE_TEXTS.downloadInvoice}
                </Group>
              </Anchor>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              {PROFILE_TEXTS.issueInvoice}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
