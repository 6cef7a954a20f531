import { useSiteLayout } from '../app/site-layout.js';
import { useSharedTextLanguage } from './language.js';

/** The firm's FTA tax-agency registration and professional memberships, from site.yaml. */
export function FirmCredentials({ className }: { className?: string }) {
  const { site } = useSiteLayout();
  const english = useSharedTextLanguage();
  if (!site.taxAgency && !site.memberships?.length) return null;
  return (
    <ul className={className ?? 'firm-credentials'}>
      {site.taxAgency && (
        // The line reads in its label's language; a number still in English words ("to be added") is marked itself.
        <li {...english('site.taxAgency.label')}>
          {site.taxAgency.label}: <span {...english('site.taxAgency.number')}>{site.taxAgency.number}</span>
        </li>
      )}
      {site.memberships?.map((membership, index) => (
        <li key={membership.name} {...english(`site.memberships.${index}.name`)}>
          {membership.name}
        </li>
      ))}
    </ul>
  );
}
