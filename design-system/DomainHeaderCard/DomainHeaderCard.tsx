import { useId } from 'react';
import { CopyValue } from '../CopyValue';
import type { CopyDetail, CopyValueStrings } from '../CopyValue';
import { KeyValueList } from '../KeyValueList';
import { StatusBadge } from '../StatusBadge';
import { Root, Title, TitleRow } from './DomainHeaderCard.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface DomainHeaderCardStrings extends CopyValueStrings {
  /** Label of the origin server (e.g. "Endpoint"). */
  endpoint: string;
  /** Label of the DNS target (e.g. "WAF domain"). */
  wafDomain: string;
  /** Label of the protection mode (e.g. "Mode"). */
  mode: string;
  /** Badge text of a verified domain (e.g. "Verified"). */
  verified: string;
  /** Badge text of an unverified domain (e.g. "Unverified"). */
  unverified: string;
  /** Accessible name of the unverified badge link (e.g. "Unverified: verify the domain"); default `unverified`. */
  verifyLink?: string;
}

export interface DomainHeaderCardProps extends DataAttributes {
  /** The protected domain, the card's title. */
  domain: string;
  /** The origin server (host or IP, optionally with port). */
  endpoint: string;
  /** The DNS target the domain must point at (CNAME). */
  wafDomain: string;
  /** The protection mode as shown (already translated, e.g. "Block"). */
  mode: string;
  isVerified: boolean;
  /** Destination of the unverified badge: the verify tab. */
  verifyHref: string;
  strings: DomainHeaderCardStrings;
  /** Called after each copy attempt. */
  onCopy?: (detail: CopyDetail) => void;
  /** How long "Copied" stays after a copy, in ms (see CopyValue). */
  feedbackDuration?: number;
  /** Heading level of the domain. Default 2. */
  headingLevel?: 1 | 2 | 3;
  id?: string;
  className?: string;
}

export function DomainHeaderCard({
  domain,
  endpoint,
  wafDomain,
  mode,
  isVerified,
  verifyHref,
  strings,
  onCopy,
  feedbackDuration,
  headingLevel = 2,
  id,
  className,
  ...rest
}: DomainHeaderCardProps) {
  const titleId = useId();
  const copyStrings = { copy: strings.copy, copied: strings.copied, failed: strings.failed };
  const copyable = (value: string, monospace?: boolean) => (
    <CopyValue
      value={value}
      strings={copyStrings}
      monospace={monospace}
      onCopy={onCopy}
      feedbackDuration={feedbackDuration}
    />
  );
  return (
    <Root
      {...dataAttributes(rest)}
      id={id}
      className={className}
      aria-labelledby={titleId}
      data-verified={isVerified}
    >
      <TitleRow>
        <Title as={`h${headingLevel}`} id={titleId}>
          {copyable(domain)}
        </Title>
        {isVerified ? (
          <StatusBadge status="verified">{strings.verified}</StatusBadge>
        ) : (
          <StatusBadge status="unverified" href={verifyHref} aria-label={strings.verifyLink}>
            {strings.unverified}
          </StatusBadge>
        )}
      </TitleRow>
      <KeyValueList
        columns={2}
        items={[
          { id: 'endpoint', label: strings.endpoint, value: copyable(endpoint, true) },
          { id: 'waf-domain', label: strings.wafDomain, value: copyable(wafDomain, true) },
          { id: 'mode', label: strings.mode, value: copyable(mode) },
        ]}
      />
    </Root>
  );
}
