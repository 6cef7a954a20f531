import type { Address } from '../../generated/manifest-types.gen';

export function OfficeAddress({ office, headingLevel = 3 }: { office: Address; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="office">
      <Heading className="office-name">{office.name}</Heading>
      <address>
        {office.lines.map((line) => (
          <span key={line} className="address-line">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
