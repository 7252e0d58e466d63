export { CheckoutView, type CheckoutViewProps } from './components/checkout-view';
