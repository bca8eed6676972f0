import type { Profile, ProfileUpdate } from '@kreolab/api-client';
import { showToast, useConfirm } from '@kreolab/ui-kit';
import { Stack } from '@mantine/core';
import { useContext, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { profileEndpoints } from '../api';
import { AdditionalSection } from '../components/AdditionalSection';
import { ContactSection } from '../components/ContactSection';
import { PersonalSection } from '../components/PersonalSection';
import type { SaveResult } from '../components/sectionTypes';
import { TariffSection } from '../components/TariffSection';
import { ApiTokensSection } from '../tokens/ApiTokensSection';
import { useProfileSelector } from '../state/hooks';
import {
  editEnded,
  editStarted,
  editsReset,
  selectEditFlags,
  selectIsAnyEditing,
  type ProfileSection,
} from '../state/profileSlice';
import { CertificateForm } from '../tariff/CertificateForm';
import { PROFILE_TEXTS } from '../texts';
import { errorFields } from '../validation';
import { ProfileFrame } from './ProfileTabs';
import { ProfileQuery } from './ProfileQuery';

function Sections({ profile }: { profile: Profile }) {
  const dispatch = useDispatch();
  const edit = useProfileSelector(selectEditFlags);
  const [updateMe] = profileEndpoints.useUpdateMeMutation();
  const [saving, setSaving] = useState<ProfileSection | null>(null);

  const handlers = (section: ProfileSection) => ({
    editing: edit[section],
    saving: saving === section,
    onEdit: () => dispatch(editStarted(section)),
    onCancel: () => dispatch(editEnded(section)),
    onSave: async (update: ProfileUpdate): Promise<SaveResult> => {
      setSaving(section);
      try {
        // Success invalidates the 'Profile' tag: GET /profile/me runs again (product-spec §4).
        await updateMe({ profileUpdate: update }).unwrap();
        dispatch(editEnded(section));
        dispatch(showToast({ severity: 'success', message: PROFILE_TEXTS.saved }));
        return { ok: true };
      } catch (e) {
        return { ok: false, fields: errorFields(e) };
      } finally {
        setSaving(null);
      }
    },
  });

  return (
    <Stack gap="lg">
      <ContactSection profile={profile} {...handlers('contact')} />
      <PersonalSection profile={profile} {...handlers('personal')} />
      <AdditionalSection profile={profile} {...handlers('additional')} />
      <TariffSection
        tariff={profile.tariff}
        editing={edit.tariff}
        onEdit={() => dispatch(editStarted('tariff'))}
        onCancel={() => dispatch(editEnded('tariff'))}
        certificate={<CertificateForm onApplied={() => dispatch(editEnded('tariff'))} />}
      />
      <ApiTokensSection />
    </Stack>
  );
}

/**
 * Any way out of the page while a section is in edit mode (the top navigation, a link, Back)
 * asks first, as the locked tabs do: unsaved edits are never dropped silently.
 */
function LeaveGuard() {
  const editing = useProfileSelector(selectIsAnyEditing);
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      editing && currentLocation.pathname !== nextLocation.pathname,
  );
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current) return;
    asked.current = true;
    void confirm({
      title: PROFILE_TEXTS.leaveTitle,
      message: PROFILE_TEXTS.leaveQuestion,
      confirmLabel: PROFILE_TEXTS.leaveConfirm,
      danger: true,
    }).then((leave) => {
      asked.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);
  return null;
}

/** /profile/details: the four sections, each with its own edit mode, save and cancel. */
export function DetailsPage() {
  const dispatch = useDispatch();
  // useBlocker needs a data router (the app's); a plain one (Storybook's) has nothing to guard.
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  // Leaving the page leaves no section in edit mode behind (the tabs would stay locked).
  useEffect(() => () => void dispatch(editsReset()), [dispatch]);
  return (
    <ProfileFrame tab="details">
      {dataRouter && <LeaveGuard />}
      <ProfileQuery>{(profile) => <Sections profile={profile} />}</ProfileQuery>
    </ProfileFrame>
  );
}
