export const cartTotal = 0;
