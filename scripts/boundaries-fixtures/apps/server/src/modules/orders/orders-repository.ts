// Keeps server-module-uses-only-its-own-tables with its own table; breaks it with the users' table and the barrel.
import { orders as all } from '../../db/schema.js';
import { orders } from '../../db/schema/orders.js';
import { user } from '../../db/schema/users.js';

export const ordersRepository = { all, orders, user };
