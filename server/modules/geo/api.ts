/* What other modules may use of the geo module (with schema.ts for foreign keys). */
export { nestedPlace, placeNames } from './service.ts';
