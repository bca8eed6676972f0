import type { PromoCheck } from '@kreolab/api-client';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { paymentEndpoints } from '../api';
import { refusalText } from '../errors';

export type PromoCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'ok'; result: PromoCheck }
  | { status: 'error'; message: string };

/** Delay between the last keystroke and the promo check. */
export const PROMO_DEBOUNCE_MS = 500;

/**
 * The promo code's live check (POST /payments/promo_check) for the chosen purchase:
 * debounced, re-run when the tariff or the generation count changes, stale answers dropped.
 * Errors come back as the response data; their catalogue text is the message.
 */
export function usePromoCheck(
  purchase: { tariff_id: number; generation_count: number; promocode: string },
  debounceMs: number = PROMO_DEBOUNCE_MS,
): PromoCheckState {
  const promocode = purchase.promocode.trim();
  const key = JSON.stringify([purchase.tariff_id, purchase.generation_count, promocode]);
  const [debouncedKey] = useDebouncedValue(key, debounceMs);
  const [checkPromocode] = paymentEndpoints.useCheckPromocodeMutation();
  const [state, setState] = useState<{ key: string; value: PromoCheckState }>({
    key: '',
    value: { status: 'idle' },
  });

  useEffect(() => {
    const [tariffId, generationCount, code] = JSON.parse(debouncedKey) as [number, number, string];
    if (!code || !(tariffId > 0)) return;
    let live = true;
    const request = checkPromocode({
      purchaseRequest: { tariff_id: tariffId, generation_count: generationCount, promocode: code },
    });
    request.unwrap().then(
      (result) => live && setState({ key: debouncedKey, value: { status: 'ok', result } }),
      (error: unknown) =>
        live &&
        setState({
          key: debouncedKey,
          value: { status: 'error', message: refusalText(error, 'PROMOCODE_INVALID') },
        }),
    );
    return () => {
      live = false;
      request.abort();
    };
  }, [debouncedKey, checkPromocode]);

  if (!promocode || !(purchase.tariff_id > 0)) return { status: 'idle' };
  // Typing, waiting for the debounce, or the answer for this purchase not here yet.
  if (state.key !== key) return { status: 'checking' };
  return state.value;
}
