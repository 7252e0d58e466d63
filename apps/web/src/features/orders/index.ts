export { MyOrders } from './components/my-orders';
export { OrderConfirmation } from './components/order-confirmation';
