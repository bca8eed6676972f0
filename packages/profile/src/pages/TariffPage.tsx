import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '@kreolab/ui-kit';
import { useEffect, useState } from 'react';
import { profileEndpoints, tariffEndpoints } from '../api';
import { useProfileDispatch, useProfileSelector } from '../state/hooks';
import { paymentFormChanged, selectPaymentForm } from '../state/profileSlice';
import { CertificateForm } from '../tariff/CertificateForm';
import { InvoiceForm } from '../tariff/InvoiceForm';
import { PaymentStatus } from '../tariff/PaymentStatus';
import { PurchasePanel } from '../tariff/PurchasePanel';
import { TariffCard } from '../tariff/TariffCard';
import { PROFILE_TEXTS } from '../texts';
import { ProfileFrame } from './ProfileTabs';

export interface TariffPageProps {
  /** How often a pending `?payment=` is re-read (ms). */
  paymentPollInterval?: number;
  /** Delay of the promo code's live check (ms). */
  promoDebounceMs?: number;
}

/**
 * /profile/tariff: the tariff cards (the current one marked), the purchase with the promo
 * code's live check and pay by card, the invoice form, the certificate form, and the
 * outcome of a card payment when the provider sends the user back with `?payment=<id>`.
 */
export function TariffPage({ paymentPollInterval, promoDebounceMs }: TariffPageProps) {
  const dispatch = useProfileDispatch();
  const { data: me } = profileEndpoints.useGetMeQuery();
  const tariffsQuery = tariffEndpoints.useListTariffsQuery();
  const tariffs = tariffsQuery.data?.tariffs;
  const form = useProfileSelector(selectPaymentForm);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const currentId = me?.tariff?.id;

  // Preselect: the current tariff if it is on sale, else the first one on sale.
  useEffect(() => {
    if (!tariffs) return;
    const buyable = tariffs.filter((t) => !t.is_trial && t.is_active);
    if (buyable.some((t) => t.id === form.tariff_id)) return;
    const pick = buyable.find((t) => t.id === currentId) ?? buyable[0];
    if (pick) dispatch(paymentFormChanged({ tariff_id: pick.id }));
  }, [tariffs, currentId, form.tariff_id, dispatch]);

  const selected = tariffs?.find((t) => t.id === form.tariff_id);

  return (
    <ProfileFrame tab="tariff">
      <PaymentStatus pollInterval={paymentPollInterval} />
      <Stack gap="md" component="section" aria-labelledby="tariffs-title">
        <Title order={2} size="h3" id="tariffs-title">
          {PROFILE_TEXTS.tariffsTitle}
        </Title>
        {tariffsQuery.isLoading ? (
          <Center py="xl">
            <Loader aria-label="Загрузка" />
          </Center>
        ) : !tariffs || tariffs.length === 0 ? (
          <EmptyState title={PROFILE_TEXTS.noTariffs} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {tariffs.map((t) => (
              <TariffCard
                key={t.id}
                tariff={t}
                current={t.id === currentId}
                selected={t.id === form.tariff_id}
                onSelect={(tariff) => dispatch(paymentFormChanged({ tariff_id: tariff.id }))}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {tariffs && tariffs.length > 0 && (
        <PurchasePanel
          tariff={selected}
          onInvoice={() => setInvoiceOpen(true)}
          promoDebounceMs={promoDebounceMs}
        />
      )}
      {invoiceOpen && tariffs && <InvoiceForm tariffs={tariffs} defaultEmail={me?.email} />}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cert-title">
        <Title order={2} size="h4" mb="xs" id="cert-title">
          {PROFILE_TEXTS.certificateTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {PROFILE_TEXTS.certificateHint}
        </Text>
        <CertificateForm />
      </Card>
    </ProfileFrame>
  );
}
