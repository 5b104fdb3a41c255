import { UI_MESSAGES } from '@untangle/contracts';
import { redirectTo } from '../../../lib/redirect';
import { useCreateSubscriptionMutation } from '../api/subscription-api';

/**
 * Starts the Pro checkout: asks for a payment link and sends the browser there. Its
 * failures are browser alerts.
 */
export function useStartCheckout() {
  const [createSubscription, { isLoading }] = useCreateSubscriptionMutation();

  const startCheckout = async () => {
    let paymentLink: string | undefined;
    try {
      ({ paymentLink } = await createSubscription().unwrap());
    } catch (error) {
      console.error(UI_MESSAGES.subscription.checkoutFailed, error);
      window.alert(UI_MESSAGES.subscription.checkoutFailedAlert);
      return;
    }
    if (!paymentLink) {
      window.alert(UI_MESSAGES.subscription.checkoutLinkMissingAlert);
      return;
    }
    redirectTo(paymentLink);
  };

  return { startCheckout, isStarting: isLoading };
}
