/**
 * Leaves the app for the payment provider's page. An object so tests can replace `assign`
 * (jsdom cannot navigate).
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
