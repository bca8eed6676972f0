// Types of the jest-dom matchers that the shared dom test setup installs.
/// <reference types="@testing-library/jest-dom/vitest" />
