export { CareReminders } from './components/care-reminders';
export { CareRemindersStop } from './components/care-reminders-stop';
export { MyOrders } from './components/my-orders';
export { OrderConfirmation } from './components/order-confirmation';
