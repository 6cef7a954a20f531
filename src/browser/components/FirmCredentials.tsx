import { useSiteLayout } from '../app/site-layout';

/** The firm's FTA tax-agency registration and professional memberships, from site.yaml. */
export function FirmCredentials({ className }: { className?: string }) {
  const { site } = useSiteLayout();
  if (!site.taxAgency && !site.memberships?.length) return null;
  return (
    <ul className={className ?? 'firm-credentials'}>
      {site.taxAgency && (
        <li>
          {site.taxAgency.label}: {site.taxAgency.number}
        </li>
      )}
      {site.memberships?.map((membership) => (
        <li key={membership.name}>{membership.name}</li>
      ))}
    </ul>
  );
}
