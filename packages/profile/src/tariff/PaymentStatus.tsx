import type { PaymentStatus as Status } from '@kreolab/api-client';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paymentEndpoints, PROFILE_TAG } from '../api';
import { useProfileDispatch } from '../state/hooks';
import { PROFILE_TEXTS } from '../texts';

/** How often the payment's status is re-read while it is pending. */
export const PAYMENT_POLL_INTERVAL = 2000;

const FINAL: readonly Status[] = ['succeeded', 'canceled'];

/**
 * The outcome of a card payment when the provider sends the user back to
 * /profile/tariff?payment=<id>: GET /payments/{id} is polled until it succeeds or is
 * canceled; then the profile is reloaded (the tariff changed).
 */
export function PaymentStatus({ pollInterval = PAYMENT_POLL_INTERVAL }: { pollInterval?: number }) {
  const dispatch = useProfileDispatch();
  const [params, setParams] = useSearchParams();
  const raw = params.get('payment');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const query = paymentEndpoints.useGetPaymentQuery(
    { id: id ?? 0 },
    { skip: id === null, refetchOnMountOrArgChange: true },
  );
  const status = query.data?.status;
  const done = (status !== undefined && FINAL.includes(status)) || query.isError;
  // Poll only while pending; a final status or an error stops it.
  const { refetch } = query;
  useEffect(() => {
    if (id === null || done) return;
    const timer = setInterval(() => void refetch(), pollInterval);
    return () => clearInterval(timer);
  }, [id, done, pollInterval, refetch]);

  useEffect(() => {
    if (status && FINAL.includes(status)) {
      dispatch(paymentEndpoints.util.invalidateTags([PROFILE_TAG]));
    }
  }, [status, dispatch]);

  if (id === null) return null;
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  const title = PROFILE_TEXTS.paymentTitle(id);

  if (query.isError)
    return (
      <Alert color="red" title={title} role="alert" withCloseButton onClose={close}>
        {PROFILE_TEXTS.paymentNotFound}
      </Alert>
    );
  if (status === 'succeeded')
    return (
      <Alert color="green" title={title} role="status" withCloseButton onClose={close}>
        {PROFILE_TEXTS.paymentSucceeded}
      </Alert>
    );
  if (status === 'canceled')
    return (
      <Alert color="yellow" title={title} role="status" withCloseButton onClose={close}>
        {PROFILE_TEXTS.paymentCanceled}
      </Alert>
    );
  return (
    <Alert color="blue" title={title} role="status">
      <Group gap="sm">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{PROFILE_TEXTS.paymentPending}</Text>
      </Group>
    </Alert>
  );
}
