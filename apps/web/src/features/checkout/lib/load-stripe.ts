/*
 * Stripe.js, loaded from Stripe only when the shop takes cards through Stripe (the server then allows
 * js.stripe.com in its CSP). Card numbers typed into Stripe's field never reach our page or server.
 * Only the few calls the card form makes are typed here.
 */

export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (event: { error?: { message: string } }) => void): void;
}

export interface StripeJs {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details: unknown } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

export function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3';
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe did not load.'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Could not load the card form. Please check your connection.'));
    };
    document.head.append(script);
  });
  return loading.then((Stripe) => Stripe(publishableKey));
}
