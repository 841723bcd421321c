export { SecretField } from './SecretField';
export type { SecretFieldProps } from './SecretField';
