import type { TeamMember } from '../../generated/manifest-types.gen';

/** `headingLevel` follows the page's outline: 2 directly under the page's h1, 3 inside a section with an h2. */
export function TeamMemberCard({ member, compact = false, headingLevel = 3 }: { member: TeamMember; compact?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="team-member">
      <img src={member.photo} alt={member.alt} width={320} height={320} loading="lazy" decoding="async" />
      <Heading className="team-member-name">{member.name}</Heading>
      <p className="team-role">{member.role}</p>
      {!compact && <p>{member.bio}</p>}
    </li>
  );
}
