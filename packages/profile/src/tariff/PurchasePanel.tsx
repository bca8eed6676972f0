import { isToastedFailure, type Tariff } from '@kreolab/api-client';
import { errorMessage } from '@kreolab/i18n-ru';
import { setAppLoading } from '@kreolab/ui-kit';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { paymentEndpoints } from '../api';
import { refusalText } from '../errors';
import { useProfileDispatch, useProfileSelector } from '../state/hooks';
import { paymentFormChanged, selectPaymentForm } from '../state/profileSlice';
import { PROFILE_TEXTS } from '../texts';
import { browserLocation } from './redirect';
import { usePromoCheck } from './usePromoCheck';
import { generationCountError, MAX_GENERATION_COUNT } from '../validation';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

export interface PurchasePanelProps {
  /** The tariff chosen on the cards (the payment form's tariff_id). */
  tariff: Tariff | undefined;
  onInvoice: () => void;
  promoDebounceMs?: number;
}

/**
 * The payment/promo form of product-spec §3 (promocode, tariff_id, generation_count): extra
 * generations, the promo code with its live check, the price, and pay by card (the app-wide
 * loader while the payment is created, then the provider's confirmation page).
 */
export function PurchasePanel({ tariff, onInvoice, promoDebounceMs }: PurchasePanelProps) {
  const dispatch = useProfileDispatch();
  const form = useProfileSelector(selectPaymentForm);
  const [createPayment] = paymentEndpoints.useCreatePaymentMutation();
  const [payError, setPayError] = useState<string | null>(null);
  const promo = usePromoCheck(form, promoDebounceMs);
  const [count, setCount] = useState<number | string>(form.generation_count);
  const countError = generationCountError(count);
  const base = tariff ? tariff.price + form.generation_count * tariff.generation_price : 0;

  const pay = async () => {
    if (!tariff) return;
    setPayError(null);
    dispatch(setAppLoading(true));
    try {
      const { confirmation_url } = await createPayment({
        purchaseRequest: {
          tariff_id: tariff.id,
          generation_count: form.generation_count,
          promocode: form.promocode.trim(),
        },
      }).unwrap();
      // The loader stays on while the browser leaves for the provider's page.
      browserLocation.assign(confirmation_url);
    } catch (e) {
      dispatch(setAppLoading(false));
      const status = (e as { status?: unknown }).status;
      // Toast statuses and no answer are shown by the app's error toasts; the rest (400, 422) here.
      if (!isToastedFailure(e))
        setPayError(
          typeof status === 'number' ? refusalText(e, 'PROMOCODE_INVALID') : errorMessage(),
        );
    }
  };

  const promoBlocks = promo.status === 'checking' || promo.status === 'error';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="purchase-title">
      <Title order={2} size="h4" mb="md" id="purchase-title">
        {PROFILE_TEXTS.purchaseTitle}
      </Title>
      {!tariff ? (
        <Text c="dimmed">{PROFILE_TEXTS.noTariffSelected}</Text>
      ) : (
        <Stack gap="md">
          <Text>
            {PROFILE_TEXTS.selectedTariff}: <b>{tariff.name}</b>
          </Text>
          <Group align="flex-start" grow wrap="wrap">
            <NumberInput
              label={PROFILE_TEXTS.generationCount}
              description={PROFILE_TEXTS.generationPrice(tariff.generation_price)}
              min={0}
              max={MAX_GENERATION_COUNT}
              clampBehavior="none"
              value={count}
              error={countError}
              onChange={(v) => {
                setCount(v);
                // The form (and the price) keeps the last valid count; a wrong one blocks paying.
                if (generationCountError(v) === null)
                  dispatch(paymentFormChanged({ generation_count: v === '' ? 0 : Number(v) }));
              }}
            />
            <TextInput
              label={PROFILE_TEXTS.promocode}
              value={form.promocode}
              maxLength={64}
              autoComplete="off"
              onChange={(e) => dispatch(paymentFormChanged({ promocode: e.currentTarget.value }))}
              error={promo.status === 'error' ? promo.message : undefined}
              description={promo.status === 'checking' ? PROFILE_TEXTS.promoChecking : undefined}
            />
          </Group>
          <Stack gap={4} data-testid="price-summary">
            {promo.status === 'ok' ? (
              <>
                <Row
                  label={PROFILE_TEXTS.promoPrice}
                  value={PROFILE_TEXTS.price(promo.result.price)}
                />
                <Row
                  label={PROFILE_TEXTS.promoDiscount}
                  value={`−${PROFILE_TEXTS.price(promo.result.discount)}`}
                />
                <Row
                  label={PROFILE_TEXTS.promoTotal}
                  value={PROFILE_TEXTS.price(promo.result.total)}
                  strong
                />
              </>
            ) : (
              <Row label={PROFILE_TEXTS.total} value={PROFILE_TEXTS.price(base)} strong />
            )}
          </Stack>
          {payError && (
            <Alert color="red" role="alert">
              {payError}
            </Alert>
          )}
          <Group gap="sm">
            <Button onClick={() => void pay()} disabled={promoBlocks || countError !== null}>
              {PROFILE_TEXTS.payByCard}
            </Button>
            <Button variant="default" onClick={onInvoice}>
              {PROFILE_TEXTS.invoice}
            </Button>
          </Group>
          {promo.status === 'error' && (
            <Text size="sm" c="dimmed">
              {PROFILE_TEXTS.fixPromo}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
