import { ROUTE_TITLES } from '@kreolab/i18n-ru';
import { Stack, Tabs, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { selectIsAnyEditing } from '../state/profileSlice';
import { useProfileSelector } from '../state/hooks';
import { PROFILE_TEXTS } from '../texts';

export const PROFILE_TABS = ['dashboard', 'details', 'tariff'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const profilePath = (tab: ProfileTab) => `/profile/${tab}`;

/**
 * The three profile pages as tabs, each a route. While a section is in edit mode the other
 * tabs are disabled (with a tooltip saying why), so edits are never lost silently.
 */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const navigate = useNavigate();
  const locked = useProfileSelector(selectIsAnyEditing);
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (!value || value === current || locked) return;
        void navigate(profilePath(value as ProfileTab));
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={PROFILE_TEXTS.tabsLabel}>
        {PROFILE_TABS.map((tab) => {
          const disabled = locked && tab !== current;
          const el = (
            <Tabs.Tab key={tab} value={tab} disabled={disabled}>
              {PROFILE_TEXTS.tabs[tab]}
            </Tabs.Tab>
          );
          return disabled ? (
            <Tooltip key={tab} label={PROFILE_TEXTS.tabsLocked} withArrow>
              <span>{el}</span>
            </Tooltip>
          ) : (
            el
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

/** A profile page: the 'Профиль' heading, the tabs and the page's content. */
export function ProfileFrame({ tab, children }: { tab: ProfileTab; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{ROUTE_TITLES.profile}</Title>
      <ProfileTabs current={tab} />
      {children}
    </Stack>
  );
}
