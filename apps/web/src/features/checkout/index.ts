export { CheckoutSignIn } from './components/checkout-sign-in';
export { CheckoutView, type CheckoutViewProps } from './components/checkout-view';
export { HeldOrders } from './components/held-orders';
export { PaymentResult } from './components/payment-result';
