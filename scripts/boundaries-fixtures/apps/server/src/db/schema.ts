export * from './schema/orders.js';
export * from './schema/users.js';
