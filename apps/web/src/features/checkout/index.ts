export { CheckoutView, type CheckoutViewProps } from './components/checkout-view';
export { PaymentResult } from './components/payment-result';
