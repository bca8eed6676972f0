import type { CertificateInfo } from '@kreolab/api-client';
import { showToast } from '@kreolab/ui-kit';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { tariffEndpoints } from '../api';
import { refusalText } from '../errors';
import { useProfileSelector } from '../state/hooks';
import { certificateFormChanged, selectCertificateForm } from '../state/profileSlice';
import { PROFILE_TEXTS } from '../texts';
import { check, maxLength, required } from '../validation';

/** What a certificate grants, in words. */
export function certificateGrants(info: CertificateInfo): string {
  if (info.generation_count != null)
    return PROFILE_TEXTS.certificateGrantsGenerations(info.tariff_name, info.generation_count);
  return PROFILE_TEXTS.certificateGrantsDays(info.tariff_name, info.days ?? 0);
}

export interface CertificateFormProps {
  /** Called after the certificate was applied (the profile reloads by itself). */
  onApplied?: () => void;
}

/** The certificate form (its one field, `code`): check it, see what it grants, apply it. */
export function CertificateForm({ onApplied }: CertificateFormProps) {
  const dispatch = useDispatch();
  const { code } = useProfileSelector(selectCertificateForm);
  const [checkCertificate, { isLoading: checking }] = tariffEndpoints.useCheckCertificateMutation();
  const [applyCertificate, { isLoading: applying }] = tariffEndpoints.useApplyCertificateMutation();
  const [info, setInfo] = useState<CertificateInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onCheck = async () => {
    const trimmed = code.trim();
    const invalid = check(trimmed, required, maxLength(64));
    setInfo(null);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    try {
      setInfo(await checkCertificate({ certificateCodeRequest: { code: trimmed } }).unwrap());
    } catch (e) {
      setError(refusalText(e, 'CERT_INVALID'));
    }
  };

  const onApply = async () => {
    if (!info) return;
    try {
      await applyCertificate({ certificateCodeRequest: { code: info.code } }).unwrap();
      dispatch(showToast({ severity: 'success', message: PROFILE_TEXTS.certificateApplied }));
      dispatch(certificateFormChanged({ code: '' }));
      setInfo(null);
      onApplied?.();
    } catch (e) {
      setInfo(null);
      setError(refusalText(e, 'CERT_INVALID'));
    }
  };

  return (
    <form
      noValidate
      aria-label={PROFILE_TEXTS.certificateTitle}
      onSubmit={(e) => {
        e.preventDefault();
        void onCheck();
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={PROFILE_TEXTS.certificateCode}
            value={code}
            onChange={(e) => {
              dispatch(certificateFormChanged({ code: e.currentTarget.value }));
              setInfo(null);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="light" loading={checking} mt={25}>
            {PROFILE_TEXTS.checkCertificate}
          </Button>
        </Group>
        {info && (
          <Alert color="green" variant="light" title={certificateGrants(info)}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{info.code}</Text>
              <Button onClick={() => void onApply()} loading={applying}>
                {PROFILE_TEXTS.applyCertificate}
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
