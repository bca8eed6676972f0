import { UsageDashboard } from '../components/UsageDashboard';
import { ProfileFrame } from './ProfileTabs';
import { ProfileQuery } from './ProfileQuery';

/** /profile/dashboard: the usage of the current tariff (re-read on every visit). */
export function DashboardPage() {
  return (
    <ProfileFrame tab="dashboard">
      <ProfileQuery refetchOnMount>
        {(profile) => <UsageDashboard profile={profile} />}
      </ProfileQuery>
    </ProfileFrame>
  );
}
