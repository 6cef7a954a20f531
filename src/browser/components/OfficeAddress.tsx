import type { Address } from '../../generated/manifest-types.gen.js';
import { useSharedTextLanguage } from './language.js';

/** `place`: where the office is in site.yaml (`site.headOffice`), so words not yet translated are marked English. */
export function OfficeAddress({ office, place, headingLevel = 3 }: { office: Address; place: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const english = useSharedTextLanguage();
  return (
    <div className="office">
      <Heading className="office-name" {...english(`${place}.name`)}>
        {office.name}
      </Heading>
      <address>
        {office.lines.map((line, index) => (
          <span key={line} className="address-line" {...english(`${place}.lines.${index}`)}>
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
