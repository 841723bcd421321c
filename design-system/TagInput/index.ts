export { TagInput, addEntries, splitEntries, validateIpOrCidr } from './TagInput';
export type { AddResult, EntryProblem, TagInputProps, TagInputStrings } from './TagInput';
