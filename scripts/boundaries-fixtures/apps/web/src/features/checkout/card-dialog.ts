// With card-field.ts, breaks no-circular: the loop closes through a type-only import.
import { cardField } from './card-field';

export type Pay = () => void;
export const cardDialog = cardField;
