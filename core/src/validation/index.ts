export { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages';
export {
  AMOUNT_LIMIT,
  amountSchema,
  fileSizeSchema,
  integerSchema,
  MAX_UPLOAD_BYTES,
  NAME_MIN_LENGTH,
  nameSchema,
  PERCENT_LIMIT,
  percentSchema,
  positiveNumber,
  positivePercentSchema,
  priceSchema,
  requiredString,
  SMALL_INTEGER_LIMIT,
  smallIntegerSchema,
  twoDecimals,
  uploadSchema,
} from './rules';
export { type ValidationIssue, validationIssues } from './validationIssues';
