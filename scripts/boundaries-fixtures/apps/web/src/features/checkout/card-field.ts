import type { Pay } from './card-dialog';

export const cardField: Pay = () => {};
