export const user = { name: 'user' };
