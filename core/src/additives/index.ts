export type { AdditiveClassCode } from './additiveClasses';
export {
  ADDITIVE_CLASS_CODES,
  ADDITIVE_CLASS_LABEL_NAMES,
  ADDITIVE_CLASS_NAMES,
  isAdditiveClassCode,
} from './additiveClasses';
export { compareENumbers, normalizeENumber } from './eNumber';
export type { AdditiveRef, FormatAdditiveOptions } from './formatAdditive';
export { formatAdditive } from './formatAdditive';
