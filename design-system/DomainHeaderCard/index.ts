export { DomainHeaderCard } from './DomainHeaderCard';
export type { DomainHeaderCardProps, DomainHeaderCardStrings } from './DomainHeaderCard';
