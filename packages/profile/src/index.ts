// Public API of @kreolab/profile: profile, tariffs and payments in the browser. How apps/web
// wires it: see README.md.
//
//   store:   rootReducer.inject(profileSlice)            (state.profile)
//            error-toast listener: skip actions where isProfileSelfHandled(action)
//   routes:  /profile/dashboard <DashboardPage />, /profile/details <DetailsPage />,
//            /profile/tariff <TariffPage />
//   hints:   <Hint name=… /> for the four one-time hint flags (@kreolab/entities' useProfileHint)
import './api';

export {
  profileEndpoints,
  tariffEndpoints,
  paymentEndpoints,
  invoiceFormData,
  isProfileSelfHandled,
  PROFILE_ENDPOINTS_WITH_OWN_ERRORS,
  PROFILE_TAG,
  TARIFFS_TAG,
  tokenEndpoints,
  API_TOKENS_TAG,
} from './api';

export {
  profileSlice,
  profileSelectors,
  makeInitialProfileState,
  editStarted,
  editEnded,
  editsReset,
  paymentFormChanged,
  certificateFormChanged,
  emailFormChanged,
  formsReset,
  selectProfileState,
  selectEditFlags,
  selectIsEditing,
  selectIsAnyEditing,
  selectPaymentForm,
  selectCertificateForm,
  selectEmailForm,
  PROFILE_SECTIONS,
  PAYMENT_FORM_DEFAULTS,
  CERTIFICATE_FORM_DEFAULTS,
  EMAIL_FORM_DEFAULTS,
  type ProfileState,
  type ProfileRootState,
  type ProfileSection,
  type PaymentForm,
  type CertificateForm as CertificateFormValues,
  type EmailForm,
} from './state/profileSlice';

export { DashboardPage } from './pages/DashboardPage';
export { DetailsPage } from './pages/DetailsPage';
export { TariffPage, type TariffPageProps } from './pages/TariffPage';
export {
  ProfileTabs,
  ProfileFrame,
  PROFILE_TABS,
  profilePath,
  type ProfileTab,
} from './pages/ProfileTabs';

export { Hint, type HintProps } from './hints/Hint';
export { avatarInitial } from './avatar';

export { UsageDashboard, type UsageDashboardProps } from './components/UsageDashboard';
export { ContactSection } from './components/ContactSection';
export { PersonalSection } from './components/PersonalSection';
export { AdditionalSection } from './components/AdditionalSection';
export { TariffSection, type TariffSectionProps } from './components/TariffSection';
export type { SectionProps, SaveResult } from './components/sectionTypes';
export { TariffCard, type TariffCardProps } from './tariff/TariffCard';
export {
  CertificateForm,
  certificateGrants,
  type CertificateFormProps,
} from './tariff/CertificateForm';
export { InvoiceForm, type InvoiceFormProps } from './tariff/InvoiceForm';
export { PurchasePanel, type PurchasePanelProps } from './tariff/PurchasePanel';
export { PaymentStatus, PAYMENT_POLL_INTERVAL } from './tariff/PaymentStatus';
export { usePromoCheck, PROMO_DEBOUNCE_MS, type PromoCheckState } from './tariff/usePromoCheck';

export { isValidInn, phoneDigits, formatPhone, fieldErrors } from './validation';
export { PROFILE_TEXTS } from './texts';
export { ApiTokensSection, API_DOCS_PATH } from './tokens/ApiTokensSection';
export { TOKENS_TEXTS } from './tokens/texts';
