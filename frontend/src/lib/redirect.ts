/** Leaves the app for another page (the payment provider's checkout). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
