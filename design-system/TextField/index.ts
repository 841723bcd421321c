export { TextField } from './TextField';
export type { TextFieldInputMode, TextFieldProps, TextFieldType } from './TextField';
